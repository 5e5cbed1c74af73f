import { isAppRouteNoBody, isAppRouteOtherResponse } from '@ts-rest/core';
import { z } from 'zod';
import type { RawResponse } from '../helpers/raw-http.ts';
import type { Operation } from './operations.ts';

export type CheckName =
  | 'server error'
  | 'undeclared status'
  | 'off-contract body'
  | 'malformed global answer'
  | 'internal details'
  | 'write on rejected request'
  | 'no answer';

/** One broken rule in one answer. `key` tells two findings of the same kind apart. */
export interface Finding {
  check: CheckName;
  status: number;
  detail: string;
  key: string;
}

/**
 * The two answers accepted on any route, declared or not, because they come before the route:
 * - 429: a rate limit (per address, per account or per user; the per-route limiters and
 *   @fastify/rate-limit both answer it) with the API's error body and a `retry-after` header;
 * - 403 with code `csrf`: the CSRF guard (services/sessions/csrf.ts) refuses any write without the
 *   SPA's header or from another site, whatever the route.
 * Both must still be well formed.
 */
const GlobalError = z.object({ error: z.string().min(1), code: z.string().min(1) });
const CsrfError = GlobalError.extend({ code: z.literal('csrf') });

/**
 * Connections routes declare 502 for an agent server that fails; the fuzzer runs with a live
 * one, so a 502 there is still counted as a server error unless the caller says it is down.
 */
const CONNECTIONS = /^connections\./;

/**
 * What only the inside of the server knows: stack frames, source paths, framework and driver
 * errors, SQL. None of it is an error text of the API.
 */
const INTERNALS: { label: string; pattern: RegExp }[] = [
  { label: 'stack frame', pattern: /\n\s+at [^\n]+\(|\bat (async )?[\w.<>]+ \([^)]*:\d+:\d+\)/ },
  {
    label: 'source path',
    pattern: /(\/|\\)(src|node_modules|apps|packages)(\/|\\)|file:\/\/|node:internal/,
  },
  { label: 'source file and line', pattern: /\.(ts|js|mjs|cjs):\d+/ },
  {
    label: 'JavaScript error class',
    pattern: /\b(TypeError|ReferenceError|SyntaxError|RangeError|AggregateError)\b/,
  },
  {
    label: 'JavaScript runtime message',
    pattern:
      /Cannot read propert|is not a function|is not defined|undefined is not|Maximum call stack|\[object Object\]/,
  },
  { label: 'Fastify error code', pattern: /\bFST_[A-Z_]+\b/ },
  {
    label: 'Node.js error code',
    pattern: /\bERR_[A-Z_]{4,}\b|\bE(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE|ADDRINUSE|NOTFOUND)\b/,
  },
  { label: 'ts-rest internals', pattern: /\[ts-rest\]|pathParameterErrors|bodyErrors/ },
  {
    label: 'SQL or driver message',
    pattern:
      /syntax error at or near|violates [a-z -]*constraint|duplicate key value|invalid input syntax for|relation "[^"]+"|column "[^"]+"|\bpglite\b|\bkysely\b|\bpostgres(ql)? error\b/i,
  },
  { label: 'framework default error body', pattern: /"statusCode"\s*:\s*\d{3}/ },
  { label: 'default 500 text', pattern: /Internal Server Error/ },
];

export function findInternals(text: string): string | null {
  return INTERNALS.find(({ pattern }) => pattern.test(text))?.label ?? null;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : error.message;
};

/** Every rule one answer breaks; none for a good answer. */
export function checkAnswer(
  operation: Operation,
  answer: RawResponse,
  { agentServerDown = false }: { agentServerDown?: boolean } = {},
): Finding[] {
  const findings: Finding[] = [];
  const { status, text } = answer;
  const excerpt = text.length > 140 ? `${text.slice(0, 140)}…` : text;
  const found = (check: CheckName, detail: string, key = '') =>
    findings.push({ check, status, detail: `${detail}; answered ${excerpt || '(no body)'}`, key });

  const internals = findInternals(text);
  if (internals) found('internal details', `the body shows a ${internals}`, internals);

  const declared = operation.route.responses[status];
  const excused502 = status === 502 && agentServerDown && CONNECTIONS.test(operation.name);
  if (status >= 500 && !excused502) found('server error', `a ${status}`);

  const json = parseJson(text);
  if (status === 429) {
    const retryAfter = answer.headers['retry-after'];
    if (!retryAfter || !/^\d+$/.test(String(retryAfter)))
      found(
        'malformed global answer',
        '429 without a retry-after header in seconds',
        'retry-after',
      );
    if (!json.ok || !GlobalError.safeParse(json.value).success)
      found('malformed global answer', '429 without the API error body', 'body');
    if (declared === undefined) return findings;
  }
  if (status === 403 && json.ok && CsrfError.safeParse(json.value).success) return findings;
  if (status === 403 && declared === undefined && json.ok) {
    const code = (json.value as { code?: unknown } | null)?.code;
    if (code === 'csrf') found('malformed global answer', '403 csrf without the API error body');
  }

  if (declared === undefined) {
    // A 5xx is reported once, as a server error.
    if (status !== 429 && status < 500)
      found(
        'undeclared status',
        `${status} is not among the declared ${Object.keys(operation.route.responses).join(', ')}`,
        String(status),
      );
    return findings;
  }
  if (isAppRouteNoBody(declared)) {
    if (text !== '') found('off-contract body', `${status} declares no body`, 'no body');
    return findings;
  }
  if (isAppRouteOtherResponse(declared)) return findings;
  if (!json.ok) {
    found('off-contract body', `${status} body is not JSON`, 'not json');
    return findings;
  }
  const parsed = (declared as z.ZodType).safeParse(json.value);
  if (!parsed.success) {
    const detail = firstIssue(parsed.error);
    found('off-contract body', `${status} body: ${detail}`, detail.split(':')[0]!);
  }
  return findings;
}
