import { apiContract } from '@app/contracts';
import type { TestApp as App } from './test-app.ts';
type TestAgent = ReturnType<App['http']>;
import { expect } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './test-app.ts';

let counter = 0;
/** A fresh address for each account a test makes. */
export const uniqueEmail = (label = 'user') =>
  `${label}-${Date.now().toString(36)}-${++counter}@example.org`;

export async function latestMail(t: TestApp, to: string) {
  const mails = expectContract(
    apiContract.dev.listMailbox,
    200,
    await t.http().get('/api/dev/mailbox').query({ to }),
  );
  return mails[0];
}

export async function latestCode(t: TestApp, to: string) {
  const mail = await latestMail(t, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  expect(code, `a code e-mailed to ${to}`).toBeDefined();
  return code!;
}

export async function latestLinkToken(t: TestApp, to: string) {
  const mail = await latestMail(t, to);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `a link e-mailed to ${to}`).toBeDefined();
  return token!;
}

export const PASSWORD = 'correct-horse-9';

/** Registers and verifies an account through the API; the agent ends signed in as it. */
export async function registerAndVerify(
  t: TestApp,
  agent: TestAgent,
  email = uniqueEmail(),
  fullName = 'Ada Lovelace',
) {
  expectContract(
    apiContract.auth.register,
    201,
    await agent
      .post('/api/auth/register')
      .send({ fullName, email, password: PASSWORD, accountType: 'professional', locale: 'en' }),
  );
  const code = await latestCode(t, email);
  const signedIn = expectContract(
    apiContract.auth.verifyCode,
    200,
    await agent.post('/api/auth/verify-code').send({ email, code }),
  );
  return { email, user: signedIn.user, signedIn };
}

/** Values of the cookies a response sets, by name. */
export function cookiesOf(response: { headers: Record<string, unknown> }) {
  const raw = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return Object.fromEntries(
    raw.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const [name = '', ...value] = pair.split('=');
      return [name, { value: value.join('='), attributes: attributes.map((a) => a.toLowerCase()) }];
    }),
  ) as Record<string, { value: string; attributes: string[] }>;
}
