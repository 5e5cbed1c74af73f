import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';
import { communityComments, communityMembers } from './community.ts';
import { stableUuid } from './stable-uuid.ts';
import { seedTools } from './tools-data.ts';

export interface SeedSummary {
  tools: number;
  ratings: number;
  comments: number;
}

const DAY = 86_400_000;

/**
 * Idempotent: rows have stable ids and are inserted with `on conflict do nothing`, so a restart
 * adds nothing and never overwrites what people or admins changed since.
 */
export async function seedDatabase(db: Kysely<DB>): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profiles')
      .values(
        communityMembers.map((m) => ({
          id: stableUuid(`profile:${m.key}`),
          email: m.email,
          full_name: m.fullName,
          avatar_url: m.avatar ? `/images/avatars/avatar-${m.avatar}.svg` : null,
          role: 'Free' as const,
          account_type: 'professional' as const,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('tools')
      .values(
        seedTools.map((t) => ({
          id: t.id,
          category: t.category,
          logo_url: t.hasLogo ? `/images/tools/${t.id}.svg` : null,
          url: t.url,
          github_url: t.githubUrl,
          created_at: t.addedAt,
          updated_at: t.addedAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    await trx
      .insertInto('tool_translations')
      .values(
        seedTools.flatMap((t) =>
          (['en', 'fr'] as const).map((locale) => {
            const text = t[locale];
            const image = `/images/guides/${t.category}.svg`;
            return {
              tool_id: t.id,
              locale,
              name: text.name,
              description: text.description,
              tags: text.tags,
              header_image: image,
              introduction: text.guide.introduction,
              body: text.guide.body,
              conclusion: text.guide.conclusion,
              seo_title: text.guide.seoTitle,
              seo_description: text.guide.seoDescription,
              seo_image: image,
            };
          }),
        ),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    // Comments are dated relative to the first seeding, so a fresh install feels alive: hours,
    // days and weeks ago. Re-seeding keeps the first dates (on conflict do nothing).
    const seededAt = Date.now();

    // Deterministic variety: most tools rated by several people, a few not rated or commented at all.
    const ratings = seedTools.flatMap((tool, i) =>
      i % 9 === 8
        ? []
        : communityMembers
            .filter((_, j) => (i + j) % 3 !== 0)
            .map((member, j) => ({
              id: stableUuid(`rating:${tool.id}:${member.key}`),
              tool_id: tool.id,
              user_id: stableUuid(`profile:${member.key}`),
              rating: [5, 4, 5, 3, 4, 5, 2][(i * 5 + j * 3) % 7]!,
            })),
    );
    await trx
      .insertInto('ratings')
      .values(ratings)
      .onConflict((oc) => oc.doNothing())
      .execute();

    const comments = seedTools.flatMap((tool, i) =>
      i % 4 === 3
        ? []
        : Array.from({ length: 1 + (i % 3) }, (_, k) => {
            const member = communityMembers[(i + k * 2) % communityMembers.length]!;
            return {
              id: stableUuid(`comment:${tool.id}:${k}`),
              tool_id: tool.id,
              user_id: stableUuid(`profile:${member.key}`),
              content: communityComments[(i * 3 + k) % communityComments.length]!,
              created_at: new Date(seededAt - ((i * 7 + k * 19) % 120) * DAY - (k + 2) * 3_600_000),
            };
          }),
    );
    await trx
      .insertInto('comments')
      .values(comments)
      .onConflict((oc) => oc.doNothing())
      .execute();

    return { tools: seedTools.length, ratings: ratings.length, comments: comments.length };
  });
}
