// Signed-in users for a BFF started with NODE_ENV=test (which keeps the dev mailbox): register,
// read the code from GET /api/dev/mailbox, verify it. Each user has its own client (cookie jar)
// and network address.
import { addressFor, ApiClient } from './api-client.ts';

export interface TestUser {
  index: number;
  id: string;
  email: string;
  client: ApiClient;
}

export interface RegisterOptions {
  /** Registrations at once: each hashes a password (scrypt, 32 MiB), so keep it small. */
  concurrency?: number;
  /** Makes the address unique to the run (the BFF keeps no state between runs anyway). */
  emailFor?: (index: number) => string;
  password?: string;
  /** Network address of user `index` (default `addressFor`). */
  addressOf?: (index: number) => string;
  timeoutMs?: number;
}

const CODE = /\b(\d{6})\b/;

function expectStatus(what: string, response: { status: number; body: unknown }, status: number) {
  if (response.status !== status)
    throw new Error(
      `${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`,
    );
}

/** Registers and signs in one user; the returned client carries the session cookie. */
export async function registerUser(
  baseUrl: string,
  index: number,
  options: RegisterOptions = {},
): Promise<TestUser> {
  const email = options.emailFor?.(index) ?? `user${index}@robustness.example.com`;
  const client = new ApiClient(baseUrl, {
    forwardedFor: (options.addressOf ?? addressFor)(index),
    timeoutMs: options.timeoutMs ?? 30_000,
  });
  expectStatus(
    `register ${email}`,
    await client.request('POST', '/api/auth/register', {
      fullName: `Robustness User ${index}`,
      email,
      password: options.password ?? 'robustness-password-1',
      accountType: 'professional',
      locale: 'en',
    }),
    201,
  );
  // The route drains the outbox before it reads, so the code is there at the first try; a few
  // more tries cover a slow mail hand-over all the same.
  let code: string | undefined;
  for (let attempt = 0; attempt < 20 && !code; attempt++) {
    if (attempt > 0) await new Promise((done) => setTimeout(done, 100));
    const mailbox = await client.request<{ text: string; sentAt: string }[]>(
      'GET',
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    expectStatus(`mailbox of ${email}`, mailbox, 200);
    code = mailbox.body?.map((mail) => CODE.exec(mail.text)?.[1]).find(Boolean);
  }
  if (!code) throw new Error(`no verification code arrived for ${email}`);
  const verified = await client.request<{ user: { id: string } }>('POST', '/api/auth/verify-code', {
    email,
    code,
  });
  expectStatus(`verify-code ${email}`, verified, 200);
  if (!verified.body?.user.id) throw new Error(`verify-code ${email}: no user in the answer`);
  return { index, id: verified.body.user.id, email, client };
}

/** Registers `count` users, `concurrency` at a time; the first failure stops the whole. */
export async function registerUsers(
  baseUrl: string,
  count: number,
  options: RegisterOptions = {},
): Promise<TestUser[]> {
  const users: TestUser[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      users[index] = await registerUser(baseUrl, index, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, count) }, worker));
  return users;
}

/** Every tool id of the catalogue, page by page. */
export async function listToolIds(client: ApiClient): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= 100; page++) {
    const response = await client.request<{ items: { id: string }[]; pageCount: number }>(
      'GET',
      `/api/tools?page=${page}&pageSize=48&sort=name`,
    );
    if (response.status !== 200 || !response.body)
      throw new Error(`GET /api/tools?page=${page}: status ${response.status}`);
    ids.push(...response.body.items.map((item) => item.id));
    if (page >= response.body.pageCount) break;
  }
  return ids;
}
