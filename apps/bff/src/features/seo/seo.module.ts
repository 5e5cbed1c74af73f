import { caseStudies } from '@app/content/case-studies';
import { indexablePaths } from '@app/content/pages';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** robots.txt and sitemap.xml (public pages, case studies and every tool). */
export function createSeoModule(deps: { db: Kysely<DB>; publicOrigin: string }) {
  const origin = deps.publicOrigin.replace(/\/$/, '');
  const crawlers = { config: { auth: 'public' as const } };
  return async function seoModule(app: FastifyInstance) {
    app.get('/robots.txt', crawlers, async (_request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /user/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    });

    app.get('/sitemap.xml', crawlers, async (_request, reply) => {
      const tools = await deps.db
        .selectFrom('tools')
        .select(['id', 'updated_at'])
        .orderBy('id')
        .execute();
      const urls = [
        // The site's one page list says which pages search engines may index (packages/content).
        ...indexablePaths.map((path) => ({
          loc: `${origin}${path}`,
          lastmod: undefined as string | undefined,
        })),
        ...caseStudies.map((study) => ({
          loc: `${origin}/case-studies/${study.id}`,
          lastmod: undefined,
        })),
        ...tools.map((tool) => ({
          loc: `${origin}/tools/${tool.id}`,
          lastmod: new Date(tool.updated_at).toISOString().slice(0, 10),
        })),
      ];
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (url) =>
            `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
    });
  };
}
