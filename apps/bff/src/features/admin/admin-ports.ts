import type {
  AdminComment,
  AdminTool,
  AdminToolSummary,
  CommentModerated,
  CreateToolRequest,
  ListCommentsQuery,
  ModerateCommentRequest,
  ToolFields,
} from '@app/contracts';
import type { z } from 'zod';
import type { AuditActor } from '../../services/audit/audit-log.ts';

/**
 * What the admin area asks of other features, given by the composition root (app.ts): the
 * catalogue's tools and comments are the catalogue's to change, with their audit rows, and it
 * answers the admin area's edits and moderation here.
 */
export interface CatalogueForAdmin {
  listTools(): Promise<z.infer<typeof AdminToolSummary>[]>;
  getTool(id: string): Promise<AdminTool | null>;
  /** The new tool; null when a tool has that id already. */
  createTool(
    actor: AuditActor,
    body: z.output<typeof CreateToolRequest>,
  ): Promise<AdminTool | null>;
  /** The tool as changed; null when there is no such tool. */
  updateTool(
    actor: AuditActor,
    id: string,
    body: z.output<typeof ToolFields>,
  ): Promise<AdminTool | null>;
  /** False when there is no such tool. */
  deleteTool(actor: AuditActor, id: string): Promise<boolean>;
  /** A guide's Markdown as its public page shows it (rendered and sanitised). */
  previewGuide(markdown: string): string;
  listComments(
    query: z.output<typeof ListCommentsQuery>,
  ): Promise<{ items: AdminComment[]; nextCursor: string | null }>;
  /** Null when there is no such comment. */
  moderateComment(
    actor: AuditActor,
    id: string,
    body: z.output<typeof ModerateCommentRequest>,
  ): Promise<z.infer<typeof CommentModerated> | null>;
}
