import { BASE_URL } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

test('the API reference renders every group of routes from our origin, within our CSP', async ({
  page,
}) => {
  const otherHosts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(BASE_URL).origin) otherHosts.push(request.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Agentia BFF API/ })).toBeVisible();
  // One section a feature, each listing its operations with their summaries.
  for (const tag of ['health', 'auth', 'catalogue', 'brains', 'chat'])
    await expect(
      page.getByRole('heading', { level: 3, name: new RegExp(`^${tag}\\b`) }),
    ).toBeVisible();
  const getTool = page.getByRole('button', { name: /^GET \/api\/tools\/\{id\} / });
  await getTool.click();
  const operation = page.locator('.opblock.is-open');
  await expect(operation.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(operation.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(operation.getByText('Anyone may call it.')).toBeVisible();
  expect(otherHosts).toEqual([]);

  // The document itself, as integrators fetch it.
  const response = await page.request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  expect((await response.json()).openapi).toBe('3.1.0');
});
