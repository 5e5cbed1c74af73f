import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import { BASE_URL } from './servers.ts';

let counter = 0;
/** A fresh address for each account a test makes (tests run in parallel on one database). */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}${++counter}${Math.random().toString(36).slice(2, 6)}@example.org`;

export const PASSWORD = 'Sturdy-Password-42';

export const demo = {
  admin: { email: 'admin@agentia.example', password: 'Admin-demo-2026' },
  pro: { email: 'pro@agentia.example', password: 'Pro-demo-2026' },
  free: { email: 'free@agentia.example', password: 'Free-demo-2026' },
};

/** The newest e-mail the BFF sent to this address (the dev mailbox), waiting for it a little. */
export async function latestMail(request: APIRequestContext, to: string, base = BASE_URL) {
  let mail: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${base}/api/dev/mailbox`, { params: { to } });
      mail = ((await response.json()) as { subject: string; text: string }[])[0];
      return mail;
    })
    .toBeDefined();
  return mail!;
}

export async function latestCode(request: APIRequestContext, to: string, base = BASE_URL) {
  const mail = await latestMail(request, to, base);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

/** The path and query of the newest e-mailed link to this address. */
export async function latestLink(request: APIRequestContext, to: string, base = BASE_URL) {
  const mail = await latestMail(request, to, base);
  const url = new URL(/https?:\/\/\S+token=[A-Za-z0-9_-]+\S*/.exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const sessions = new Map<string, Cookie[]>();
/**
 * Signed in as this account on `page`'s browser context, landed on the dashboard: through the form
 * the first time in this test worker, then with the session that sign-in made. For tests whose
 * subject is not signing in: the sign-in route lets an account sign in ten times in 15 minutes,
 * which a fast run of the whole suite, signing in as the demo Admin in many tests, went past.
 */
export async function signedInAs(page: Page, account: { email: string; password: string }) {
  const context = page.context();
  const cookies = sessions.get(account.email);
  if (cookies) {
    await context.addCookies(cookies);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    return;
  }
  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The session's own cookies (httpOnly), not the language or anything else the test set.
  const session = (await context.cookies()).filter((cookie) => cookie.httpOnly);
  sessions.set(account.email, session);
}

/** Registers through the screens and verifies the code from the dev mailbox. */
export async function registerThroughScreens(
  page: Page,
  email: string,
  fullName = 'Ada Lovelace',
  base = '',
) {
  await page.goto(`${base}/register`);
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('radio', { name: /Professional/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-code\?/);
  const code = await latestCode(page.request, email, base || BASE_URL);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account activated' })).toBeVisible();
}

/** No token in anything page scripts can read. */
export async function expectNoTokenInStorage(page: Page) {
  const stored = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return { local: dump(localStorage), session: dump(sessionStorage), cookies: document.cookie };
  });
  const text = JSON.stringify(stored);
  expect(text).not.toMatch(/token|eyJ[A-Za-z0-9_-]{10,}/i);
  // Scripts read one cookie: the language, mirrored for the server (ADR 032).
  expect(stored.cookies).toMatch(/^(lang=(en|fr))?$/);
}
