import { caseStudies } from '@app/content/case-studies';
import type { FastifyInstance } from 'fastify';

/** Pages search engines may index; the e2e suite opens each of them. */
export const indexablePaths = [
  '/',
  '/about',
  '/services',
  '/services/enterprise',
  '/services/professional',
  '/pricing',
  '/case-studies',
  '/resources',
  '/resources/tools',
  '/tools',
  '/contact',
  '/security',
  '/faq',
  '/support',
  '/documentation',
  '/terms',
  '/privacy',
];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export async function seoRoutes(app: FastifyInstance) {
  const origin = app.config.PUBLIC_ORIGIN.replace(/\/$/, '');

  app.get('/robots.txt', async (_request, reply) => {
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

  app.get('/sitemap.xml', async (_request, reply) => {
    const tools = await app.database.db
      .selectFrom('tools')
      .select(['id', 'updated_at'])
      .orderBy('id')
      .execute();
    const urls = [
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
}
