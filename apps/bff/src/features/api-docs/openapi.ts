import { apiContract, type RouteAccess } from '@app/contracts';
import { STATUS_CODES } from 'node:http';
import { generateOpenApi } from '@ts-rest/open-api';
import { isAppRouteOtherResponse, type AppRoute } from '@ts-rest/core';
import { z } from 'zod';

type Document = ReturnType<typeof generateOpenApi>;
type SchemaObject = Record<string, unknown>;

/** What a caller must be, in words, for each access level. */
const accessText: Record<RouteAccess['auth'], string> = {
  public: 'Anyone may call it.',
  user: 'A signed-in user (session cookie); 401 otherwise.',
  admin: 'A signed-in Admin; 401 signed out, 403 for any other role.',
};

/** zod 4 writes JSON Schema 2020-12 itself, the dialect of OpenAPI 3.1. */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): SchemaObject | null {
  if (!(schema instanceof z.ZodType)) return null;
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A type only TypeScript knows (the multipart body, a Date) is described by the summary.
    unrepresentable: 'any',
  }) as SchemaObject;
  delete json.$schema;
  return json;
}

/**
 * The OpenAPI 3.1 document of the whole BFF API, generated from the ts-rest contract: every
 * route, its parameters, body and answers (the error body included), its summary and who may
 * call it (`x-access`, with the session cookie as the security scheme). The development-only
 * routes (`/api/dev/*`) are left out: production does not serve them.
 */
export function buildOpenApiDocument(version: string): Document {
  const { dev: _dev, ...served } = apiContract;
  const document = generateOpenApi(
    served,
    {
      info: {
        title: 'Agentia BFF API',
        version,
        description:
          'The API the web app calls, under `/api`. JSON in and out (uploads are multipart). ' +
          'Sessions are an httpOnly cookie; every request that changes something needs the ' +
          'CSRF header the session gives (`x-csrf-token`). Errors answer `{error, code, issues?}`; ' +
          '429 and 503 carry `Retry-After`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session' },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      schemaTransformer: ({ schema, type }) =>
        toJsonSchema(schema, type === 'response' ? 'output' : 'input'),
      operationMapper: (operation, route: AppRoute) => {
        const access = (route.metadata as RouteAccess | undefined)?.auth ?? 'public';
        const responses = Object.fromEntries(
          Object.entries(operation.responses as Record<string, { description: string }>).map(
            ([status, response]) => {
              // An answer that is not JSON and has no schema (a CSV, a file): its type, as bytes.
              const declared = route.responses[Number(status)];
              const other =
                declared !== undefined &&
                isAppRouteOtherResponse(declared) &&
                !('content' in response)
                  ? { content: { [declared.contentType]: { schema: { type: 'string' } } } }
                  : {};
              return [
                status,
                { ...response, ...other, description: STATUS_CODES[Number(status)] ?? status },
              ];
            },
          ),
        );
        return {
          ...operation,
          responses,
          // The one multipart route (brain sources): its files, under the field `files`.
          ...(route.method === 'POST' && route.contentType === 'multipart/form-data'
            ? {
                requestBody: {
                  required: true,
                  content: {
                    'multipart/form-data': {
                      schema: {
                        type: 'object',
                        required: ['files'],
                        properties: {
                          files: {
                            type: 'array',
                            items: { type: 'string', contentMediaType: 'application/octet-stream' },
                          },
                        },
                      },
                    },
                  },
                },
              }
            : {}),
          description: [operation.description, accessText[access]].filter(Boolean).join('\n\n'),
          ...(access === 'public' ? {} : { security: [{ session: [] }] }),
          'x-access': access,
        };
      },
    },
  );
  return { ...document, openapi: '3.1.0' };
}

/** The document as checked in under `docs/api/openapi.json` (`pnpm --filter @app/bff openapi`). */
export function renderOpenApiDocument(version: string): string {
  return JSON.stringify(buildOpenApiDocument(version), null, 2) + '\n';
}
