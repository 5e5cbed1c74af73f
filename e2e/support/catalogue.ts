import type { ToolDetail, ToolPage } from '@app/contracts';
import type { APIRequestContext } from '@playwright/test';

/** The whole catalogue as the BFF serves it, to pick tools by what they have. */
export async function allTools(request: APIRequestContext, lang: 'en' | 'fr' = 'en') {
  const res = await request.get(`/api/tools?pageSize=48&sort=name&lang=${lang}`);
  if (!res.ok()) throw new Error(`GET /api/tools answered ${res.status()}`);
  return ((await res.json()) as ToolPage).items;
}

/** Every tool's page (guide, rating, comments) in `lang`, as the BFF serves it. */
export async function allToolPages(
  request: APIRequestContext,
  lang: 'en' | 'fr' = 'en',
): Promise<ToolDetail[]> {
  const tools = await allTools(request, lang);
  return Promise.all(
    tools.map(async ({ id }) => {
      const res = await request.get(`/api/tools/${encodeURIComponent(id)}?lang=${lang}`);
      if (!res.ok()) throw new Error(`GET /api/tools/${id} answered ${res.status()}`);
      return (await res.json()) as ToolDetail;
    }),
  );
}
