import type { CreateToolRequest, ModerateCommentRequest, ToolFields } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import type { AuditActor } from '../../services/audit/audit-log.ts';
import { listComments, moderateComment } from './admin-comments-queries.ts';
import {
  createTool,
  deleteTool,
  getAdminTool,
  listAdminTools,
  ToolIdTaken,
  updateTool,
} from './admin-tools-queries.ts';
import type { CatalogueQueries } from './catalogue-queries.ts';
import { renderGuideMarkdown } from './render-guide-markdown.ts';

/**
 * What the catalogue answers for the admin area: its tools in both languages and the moderation
 * of comments. Every change and its audit row are one transaction; once committed, the public
 * pages show it at once (the kept reads are cleared).
 */
export function catalogueForAdmin({
  db,
  catalogue,
}: {
  db: Kysely<DB>;
  catalogue: Pick<CatalogueQueries, 'invalidate'>;
}) {
  async function changed<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    const result = await db.transaction().execute(work);
    if (result) catalogue.invalidate();
    return result;
  }

  return {
    listTools: () => listAdminTools(db),
    getTool: (id: string) => getAdminTool(db, id),

    /** The new tool; null when a tool has that id already. */
    async createTool(actor: AuditActor, body: z.output<typeof CreateToolRequest>) {
      try {
        return await changed((trx) => createTool(trx, actor, body));
      } catch (error) {
        if (error instanceof ToolIdTaken) return null;
        throw error;
      }
    },
    updateTool: (actor: AuditActor, id: string, body: z.output<typeof ToolFields>) =>
      changed((trx) => updateTool(trx, actor, id, body)),
    deleteTool: (actor: AuditActor, id: string) => changed((trx) => deleteTool(trx, actor, id)),

    /** A guide as its public page shows it: the Markdown rendered and sanitised. */
    previewGuide: (markdown: string) => renderGuideMarkdown(markdown),

    listComments: (query: Parameters<typeof listComments>[1]) => listComments(db, query),
    moderateComment: (
      actor: AuditActor,
      id: string,
      body: z.output<typeof ModerateCommentRequest>,
    ) => changed((trx) => moderateComment(trx, actor, id, body)),
  };
}
