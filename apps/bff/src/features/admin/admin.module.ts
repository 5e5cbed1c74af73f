import { apiContract, type ErrorBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import { signedInUser } from '../../plugins/guards.ts';
import { perUserLimiter } from '../../plugins/rate-limits.ts';
import {
  changeRoleOrStatus,
  LastAdmin,
  rememberInvitation,
} from '../../services/accounts/accounts.ts';
import {
  actorOf,
  exportAuditCsv,
  listAudit,
  recordAudit,
  routeOf,
  type RecordRefusal,
} from '../../services/audit/audit-log.ts';
import { IdentityError, type IdentityProvider } from '../../services/identity/identity.ts';
import type { CatalogueForAdmin } from './admin-ports.ts';
import {
  convertInquiry,
  createClient,
  InquiryConverted,
  listClients,
  listInquiries,
  setInquiryStatus,
  updateClient,
} from './clients-queries.ts';
import { adminOverview, overviewCounts, type OverviewCountProvider } from './overview-queries.ts';
import { listUsers, toAdminUser } from './users-queries.ts';

export interface AdminModuleDeps {
  db: Kysely<DB>;
  identity: IdentityProvider;
  /** The catalogue's tools and comments, which the catalogue changes for the admin area. */
  catalogue: CatalogueForAdmin;
  /** The overview's totals; features add theirs here. */
  overviewCounts?: readonly OverviewCountProvider[];
  /** Keeps a refused change in the audit log (rate-limited per actor). */
  recordRefusal?: RecordRefusal;
  routing: ContractRouting;
}

const fail = <S extends number>(status: S, error: string, code: string) => ({
  status,
  body: { error, code } satisfies ErrorBody,
});
const notFound = (what: string) => fail(404, `${what} not found`, 'not_found');

/**
 * The admin area's API; the contract declares every route `admin`, checked by the guard. Every
 * change and its audit row are written in one transaction; the catalogue's tools and comments
 * are changed by the catalogue (its port), the accounts' roles and status by the accounts
 * service.
 */
export function createAdminModule(deps: AdminModuleDeps) {
  const { db, catalogue } = deps;
  const inTransaction = <T>(work: (trx: Kysely<DB>) => Promise<T>) =>
    db.transaction().execute(work);

  return async function adminModule(app: FastifyInstance) {
    const router = s.router(apiContract.admin, {
      createInvitation: {
        hooks: {
          preHandler: perUserLimiter(app, { name: 'invite', max: 30, timeWindow: '1 minute' }),
        },
        handler: async ({ request, body }) => {
          try {
            const { expiresAt } = await deps.identity.inviteUserByEmail(body.email, {
              role: body.role,
              locale: body.locale,
            });
            // The provider's call cannot join our transaction: the rows follow its success. The
            // invitation is listed as "invited" until it is completed (then the account is).
            await inTransaction(async (trx) => {
              await rememberInvitation(trx, {
                email: body.email,
                role: body.role,
                invitedBy: signedInUser(request).id,
                expiresAt,
              });
              await recordAudit(trx, actorOf(request), {
                action: 'user.invited',
                target: { type: 'invitation', id: body.email, label: body.email },
                details: { role: body.role, locale: body.locale },
              });
            });
            request.log.info(
              { invitedBy: signedInUser(request).id, role: body.role },
              'invitation sent',
            );
            return {
              status: 201,
              body: { email: body.email, role: body.role, expiresAt: expiresAt.toISOString() },
            };
          } catch (error) {
            if (error instanceof IdentityError && error.code === 'email_taken')
              return fail(409, 'This e-mail address already has an account', error.code);
            throw error;
          }
        },
      },

      getOverview: async () => ({
        status: 200,
        body: await adminOverview(db, deps.overviewCounts ?? overviewCounts),
      }),

      listUsers: async ({ query }) => ({ status: 200, body: await listUsers(db, query) }),

      updateUser: async ({ request, params, body }) => {
        try {
          const user = await changeRoleOrStatus(db, actorOf(request), params.id, body);
          return user ? { status: 200, body: toAdminUser(user) } : notFound('User');
        } catch (error) {
          if (error instanceof LastAdmin) {
            await deps.recordRefusal?.(request, signedInUser(request), {
              action: 'user.change_refused',
              target: { type: 'user', id: params.id, label: error.email },
              details: {
                status: 409,
                code: 'last_admin',
                route: routeOf(request).id,
                change: body,
              },
            });
            return fail(
              409,
              'The last active Admin cannot be disabled or lose the Admin role',
              'last_admin',
            );
          }
          throw error;
        }
      },

      listClients: async ({ query }) => ({ status: 200, body: await listClients(db, query) }),
      createClient: async ({ request, body }) => ({
        status: 201,
        body: await inTransaction((trx) => createClient(trx, actorOf(request), body)),
      }),
      updateClient: async ({ request, params, body }) => {
        const client = await inTransaction((trx) =>
          updateClient(trx, actorOf(request), params.id, body),
        );
        return client ? { status: 200, body: client } : notFound('Client');
      },

      listInquiries: async ({ query }) => ({ status: 200, body: await listInquiries(db, query) }),
      updateInquiry: async ({ request, params, body }) => {
        try {
          const inquiry = await setInquiryStatus(db, actorOf(request), params.id, body.status);
          return inquiry ? { status: 200, body: inquiry } : notFound('Inquiry');
        } catch (error) {
          if (error instanceof InquiryConverted)
            return fail(409, 'This inquiry was already converted to a client', 'converted');
          throw error;
        }
      },
      convertInquiry: async ({ request, params, body }) => {
        try {
          const client = await convertInquiry(db, actorOf(request), params.id, body);
          return client ? { status: 201, body: client } : notFound('Inquiry');
        } catch (error) {
          if (error instanceof InquiryConverted)
            return fail(409, 'This inquiry was already converted to a client', 'converted');
          throw error;
        }
      },

      listTools: async () => ({ status: 200, body: await catalogue.listTools() }),
      getTool: async ({ params }) => {
        const tool = await catalogue.getTool(params.id);
        return tool ? { status: 200, body: tool } : notFound('Tool');
      },
      createTool: async ({ request, body }) => {
        const tool = await catalogue.createTool(actorOf(request), body);
        return tool
          ? { status: 201, body: tool }
          : fail(409, 'A tool with this id already exists', 'tool_exists');
      },
      updateTool: async ({ request, params, body }) => {
        const tool = await catalogue.updateTool(actorOf(request), params.id, body);
        return tool ? { status: 200, body: tool } : notFound('Tool');
      },
      deleteTool: async ({ request, params }) =>
        (await catalogue.deleteTool(actorOf(request), params.id))
          ? { status: 204, body: undefined }
          : notFound('Tool'),
      previewGuide: async ({ body }) => ({
        status: 200,
        body: { html: body.markdown.trim() ? catalogue.previewGuide(body.markdown) : '' },
      }),

      listComments: async ({ query }) => ({
        status: 200,
        body: await catalogue.listComments(query),
      }),
      moderateComment: async ({ request, params, body }) => {
        const result = await catalogue.moderateComment(actorOf(request), params.id, body);
        return result ? { status: 200, body: result } : notFound('Comment');
      },

      listAuditLog: async ({ query }) => ({ status: 200, body: await listAudit(db, query) }),
      exportAuditLog: async ({ query, reply }) => {
        const day = new Date().toISOString().slice(0, 10);
        void reply
          .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
          .header('cache-control', 'no-store');
        return { status: 200, body: exportAuditCsv(db, query) as unknown as string };
      },
    });
    await serveContract(app, apiContract.admin, router, deps.routing);
  };
}
