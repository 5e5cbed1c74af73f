import type { ErrorBody } from '@app/contracts';
import type { AppRouter } from '@ts-rest/core';
import {
  initServer,
  type RequestValidationError,
  type RouterImplementation,
} from '@ts-rest/fastify';
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

/** How every module serves its part of the contract. */
export interface ContractRouting {
  /** Outside production the BFF checks it never answers what its contract does not say. */
  validateResponses: boolean;
}

/** ts-rest's server, shared: `contractServer.router(contract, implementation)` types a module's handlers. */
export const contractServer = initServer();

/**
 * Serves one contract router in a scope of its own (each ts-rest router sets the error handler
 * of the scope it is registered in). Who may call each route is declared in the contract itself
 * (`metadata`), and enforced by the guards before any handler runs (plugins/guards.ts).
 */
export async function serveContract<T extends AppRouter>(
  app: FastifyInstance,
  contract: T,
  implementation: RouterImplementation<T>,
  routing: ContractRouting,
) {
  await app.register(async (scope) => {
    contractServer.registerRouter(contract, implementation, scope, {
      responseValidation: routing.validateResponses,
      requestValidationErrorHandler: (
        error: RequestValidationError,
        _request: FastifyRequest,
        reply: FastifyReply,
      ) => {
        void reply.status(400).send(validationErrorBody(error));
      },
    });
  });
}
