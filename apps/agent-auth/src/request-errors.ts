import type { RequestValidationError } from '@ts-rest/fastify';

type PathSegment = PropertyKey | { key: PropertyKey };
type Issue = {
  path?: readonly PathSegment[];
  message: string;
  code?: string;
  errors?: readonly (readonly Issue[])[];
};

const segment = (part: PathSegment) => String(typeof part === 'object' ? part.key : part);
const place = (issue: Issue, at: string[]) => [...at, ...(issue.path ?? []).map(segment)].join('.');

/**
 * One issue as one line. A failed union (the login body is `{email, password}` or
 * `{email, assertion}`) says what each shape missed when they missed the same way
 * ("body.password or body.assertion: ... received undefined"), rather than zod's "Invalid input".
 */
function describe(issue: Issue, at: string[]): string {
  const path = [...at, ...(issue.path ?? []).map(segment)];
  const branches = (issue.errors ?? [])
    .map((branch) => branch[0])
    .filter((first) => first !== undefined);
  if (issue.code === 'invalid_union' && branches.length > 0) {
    const messages = new Set(branches.map((first) => first.message));
    if (messages.size > 1) return describe(branches[0]!, path);
    const places = new Set(branches.map((first) => place(first, path)));
    return `${[...places].join(' or ')}: ${branches[0]!.message}`;
  }
  return `${place(issue, at)}: ${issue.message}`;
}

/** ts-rest's request validation failure as the single message of a 400 answer. */
export function validationMessage(error: RequestValidationError): string {
  const sources: [string, { issues?: readonly Issue[] } | null][] = [
    ['params', error.pathParams],
    ['query', error.query],
    ['body', error.body],
    ['headers', error.headers],
  ];
  for (const [where, source] of sources) {
    const first = source?.issues?.[0];
    if (first) return `Invalid request: ${describe(first, [where])}`;
  }
  return 'Invalid request';
}
