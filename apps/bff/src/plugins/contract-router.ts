import type { ErrorBody } from '@app/contracts';
import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Issue = { path: readonly PropertyKey[]; message: string };
type IssueSource = { issues: readonly Issue[] } | null;

/** Turns ts-rest's request validation failure into the API's 400 body: one message, every issue. */
export function validationErrorBody(error: RequestValidationError): ErrorBody {
  const sources: [string, IssueSource][] = [
    ['params', error.pathParams as IssueSource],
    ['query', error.query as IssueSource],
    ['body', error.body as IssueSource],
    ['headers', error.headers as IssueSource],
  ];
  const issues = sources.flatMap(([where, source]) =>
    (source?.issues ?? []).map((issue) => ({
      path: [where, ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
  const first = issues[0];
  return {
    error: first ? `Invalid request: ${first.path}: ${first.message}` : 'Invalid request',
    code: 'invalid_request',
    issues,
  };
}

/** The options every feature registers its contract router with. */
export function routerOptions(app: FastifyInstance) {
  return {
    // Outside production the BFF checks it never answers what its contract does not say.
    responseValidation: app.config.NODE_ENV !== 'production',
    requestValidationErrorHandler: (
      error: RequestValidationError,
      _request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      void reply.status(400).send(validationErrorBody(error));
    },
  };
}
