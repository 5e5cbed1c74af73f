import type {
  AdminTool,
  AdminToolTexts,
  CreateToolRequest,
  ToolCategory,
  ToolFields,
} from '@app/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB, ToolTranslationsTable } from '../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../services/audit/audit-log.ts';

type Fields = z.output<typeof ToolFields>;
type Texts = Fields['en'] | Fields['fr'];
type TranslationRow = Selectable<ToolTranslationsTable>;

const emptyTexts: AdminToolTexts = {
  name: null,
  description: null,
  tags: [],
  introduction: null,
  body: null,
  conclusion: null,
};

function toTexts(row: TranslationRow | undefined): AdminToolTexts {
  if (!row) return emptyTexts;
  return {
    name: row.name,
    description: row.description,
    tags: row.tags,
    introduction: row.introduction,
    body: row.body,
    conclusion: row.conclusion,
  };
}

/** A French text with nothing in it is no translation at all: English shows everywhere. */
const isEmpty = (texts: Texts) =>
  texts.tags.length === 0 &&
  [texts.name, texts.description, texts.introduction, texts.body, texts.conclusion].every(
    (value) => !value,
  );

export async function listAdminTools(db: Kysely<DB>) {
  const rows = await db
    .selectFrom('tools as t')
    .innerJoin('tool_translations as en', (join) =>
      join.onRef('en.tool_id', '=', 't.id').on('en.locale', '=', 'en'),
    )
    .select(['t.id', 't.category', 't.updated_at', 'en.name'])
    .select(
      sql<boolean>`exists (select 1 from tool_translations fr where fr.tool_id = t.id and fr.locale = 'fr')`.as(
        'has_french',
      ),
    )
    .select(
      sql<number>`(select count(*)::int from comments c where c.tool_id = t.id)`.as('comments'),
    )
    .orderBy(sql`lower(en.name)`)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? row.id,
    category: row.category as ToolCategory,
    hasFrench: row.has_french,
    commentCount: row.comments,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function getAdminTool(db: Kysely<DB>, id: string): Promise<AdminTool | null> {
  const tool = await db.selectFrom('tools').selectAll().where('id', '=', id).executeTakeFirst();
  if (!tool) return null;
  const translations = await db
    .selectFrom('tool_translations')
    .selectAll()
    .where('tool_id', '=', id)
    .execute();
  return {
    id: tool.id,
    category: tool.category as ToolCategory,
    url: tool.url,
    logoUrl: tool.logo_url,
    githubUrl: tool.github_url,
    en: toTexts(translations.find((row) => row.locale === 'en')),
    fr: toTexts(translations.find((row) => row.locale === 'fr')),
    updatedAt: new Date(tool.updated_at).toISOString(),
  };
}

/** Writes one language's row (or removes an empty French one); SEO fields already set are kept. */
async function saveTexts(db: Kysely<DB>, id: string, locale: 'en' | 'fr', texts: Texts) {
  if (locale === 'fr' && isEmpty(texts)) {
    await db
      .deleteFrom('tool_translations')
      .where('tool_id', '=', id)
      .where('locale', '=', 'fr')
      .execute();
    return;
  }
  const values = {
    name: texts.name ?? null,
    description: texts.description ?? null,
    tags: texts.tags,
    introduction: texts.introduction ?? null,
    body: texts.body ?? null,
    conclusion: texts.conclusion ?? null,
  };
  await db
    .insertInto('tool_translations')
    .values({ tool_id: id, locale, ...values })
    .onConflict((oc) => oc.columns(['tool_id', 'locale']).doUpdateSet(values))
    .execute();
}

export class ToolIdTaken extends Error {
  override name = 'ToolIdTaken';
}

/** Creates a tool with its texts and audit row; the caller holds the transaction. */
export async function createTool(
  db: Kysely<DB>,
  actor: AuditActor,
  body: z.output<typeof CreateToolRequest>,
) {
  const inserted = await db
    .insertInto('tools')
    .values({
      id: body.id,
      category: body.category,
      url: body.url,
      logo_url: body.logoUrl,
      github_url: body.githubUrl,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new ToolIdTaken();
  await saveTexts(db, body.id, 'en', body.en);
  await saveTexts(db, body.id, 'fr', body.fr);
  await recordAudit(db, actor, {
    action: 'tool.created',
    target: { type: 'tool', id: body.id, label: body.en.name },
  });
  return (await getAdminTool(db, body.id))!;
}

/** Replaces a tool's links and texts with its audit row; the caller holds the transaction. */
export async function updateTool(db: Kysely<DB>, actor: AuditActor, id: string, body: Fields) {
  const updated = await db
    .updateTable('tools')
    .set({
      category: body.category,
      url: body.url,
      logo_url: body.logoUrl,
      github_url: body.githubUrl,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return null;
  await saveTexts(db, id, 'en', body.en);
  await saveTexts(db, id, 'fr', body.fr);
  await recordAudit(db, actor, {
    action: 'tool.updated',
    target: { type: 'tool', id, label: body.en.name },
  });
  return (await getAdminTool(db, id))!;
}

/** Deletes a tool (its ratings and comments go with it) with its audit row, in the caller's transaction. */
export async function deleteTool(db: Kysely<DB>, actor: AuditActor, id: string) {
  const name = await db
    .selectFrom('tool_translations')
    .select('name')
    .where('tool_id', '=', id)
    .where('locale', '=', 'en')
    .executeTakeFirst();
  const deleted = await db
    .deleteFrom('tools')
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) return false;
  await recordAudit(db, actor, {
    action: 'tool.deleted',
    target: { type: 'tool', id, label: name?.name ?? id },
  });
  return true;
}
