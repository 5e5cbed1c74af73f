import type { ToolPage } from '@app/contracts';
import type { APIRequestContext } from '@playwright/test';
import { seedTools } from '../../apps/bff/src/db/seed/tools-data.ts';

export { seedTools };

/** The whole catalogue as the BFF serves it, to pick tools by what they have. */
export async function allTools(request: APIRequestContext, lang: 'en' | 'fr' = 'en') {
  const res = await request.get(`/api/tools?pageSize=48&sort=name&lang=${lang}`);
  if (!res.ok()) throw new Error(`GET /api/tools answered ${res.status()}`);
  return ((await res.json()) as ToolPage).items;
}
