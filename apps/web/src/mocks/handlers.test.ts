import { apiContract } from '@app/contracts';
import type { AppRoute } from '@ts-rest/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { handlers } from './handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const origin = 'http://localhost';
const { catalogue, chat, contact, health, session } = apiContract;

/** Every answer of the mocked BFF must be one the real contract allows for that status. */
async function expectContract(route: AppRoute, url: string, status: number, body?: unknown) {
  const res = await fetch(
    `${origin}${url}`,
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  );
  expect(res.status).toBe(status);
  const schema = route.responses[status] as z.ZodType | undefined;
  expect(schema, `${route.path} declares ${status}`).toBeDefined();
  const parsed = schema!.safeParse(await res.json());
  expect(parsed.success, parsed.error?.message).toBe(true);
  return parsed.data as never;
}

describe('the mocked BFF follows the contract', () => {
  it('health', () => expectContract(health.getHealth, '/api/health', 200));
  it('session', () => expectContract(session.getSession, '/api/session', 200));

  it.each(['en', 'fr'])('facets in %s', (lang) =>
    expectContract(catalogue.getToolFacets, `/api/tools/facets?lang=${lang}`, 200),
  );

  it.each([
    '/api/tools',
    '/api/tools?lang=fr&sort=name',
    '/api/tools?q=whisper',
    '/api/tools?tag=Open%20Source&sort=newest',
    '/api/tools?category=audio&page=1&pageSize=2',
  ])('list %s', async (url) => {
    const page: { total: number } = await expectContract(catalogue.listTools, url, 200);
    expect(page.total).toBeGreaterThanOrEqual(0);
  });

  it('rejects a bad list query as the BFF does', () =>
    expectContract(catalogue.listTools, '/api/tools?sort=popular', 400));

  it.each(['chatgpt', 'whisper', 'n8n'])('detail of %s in both languages', async (id) => {
    await expectContract(catalogue.getTool, `/api/tools/${id}`, 200);
    await expectContract(catalogue.getTool, `/api/tools/${id}?lang=fr`, 200);
  });

  it('a missing tool', () => expectContract(catalogue.getTool, '/api/tools/nope', 404));

  it('contact', async () => {
    const inquiry = {
      name: 'Ana',
      email: 'ana@example.com',
      inquiryType: 'general',
      message: 'Hello',
    };
    await expectContract(contact.sendInquiry, '/api/contact', 201, inquiry);
    await expectContract(contact.sendInquiry, '/api/contact', 400, { ...inquiry, email: 'nope' });
  });

  it('chat', async () => {
    await expectContract(chat.sendMessage, '/api/chat', 200, {
      message: 'Hi',
      sessionId: 'mock-session-1',
      locale: 'fr',
    });
    await expectContract(chat.sendMessage, '/api/chat', 400, {
      message: ' ',
      sessionId: 'mock-session-1',
    });
  });
});
