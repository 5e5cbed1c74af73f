import { createHash, randomBytes } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/services/sessions/csrf.ts';
import { rawRequest, type RawResponse } from '../helpers/raw-http.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Who sends a request: nobody, a registered (Free) user, or a user with the Admin role. */
export type Role = 'anonymous' | 'member' | 'admin';
export const roles: readonly Role[] = ['anonymous', 'member', 'admin'];

export interface Identity {
  role: Role;
  email: string | null;
  userId: string | null;
  /** The cookies this browser holds: the session, and the agent token the BFF keeps renewing. */
  cookies: Record<string, string>;
  /** A brain of its own, made for the run: where its uploads go (cases.ts, OWN_BRAIN). */
  brainId?: string;
}

export const FUZZ_PASSWORD = 'fuzzing-horse-42';

let address = 0;
/**
 * A new client address for every request (the app trusts one proxy hop): per-address limits
 * then let requests through to the handlers, and per-account limits still apply.
 */
export function nextAddress() {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The cookies a response sets, by name ('' when it clears one). */
export function cookiesSet(response: RawResponse): Record<string, string> {
  const lines = response.headers['set-cookie'] ?? [];
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const cleared = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      return [pair.slice(0, at).trim(), cleared ? '' : pair.slice(at + 1).trim()];
    }),
  );
}

export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

async function post(t: TestApp, path: string, body: object, cookie = '') {
  return rawRequest(t.app.server, {
    method: 'POST',
    target: path,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      'x-forwarded-for': nextAddress(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Registers through the API, reads the code from the dev mailbox, enters it: signed in. */
async function register(t: TestApp, email: string, fullName: string): Promise<Identity> {
  const registered = await post(t, '/api/auth/register', {
    fullName,
    email,
    password: FUZZ_PASSWORD,
    accountType: 'professional',
    locale: 'en',
  });
  if (registered.status !== 201)
    throw new Error(`registering ${email}: ${registered.status} ${registered.text}`);
  const binding = cookiesSet(registered).signup_binding ?? '';
  await t.services.outbox.drain();
  const mail = await t.database.db
    .selectFrom('dev_mail')
    .select('text')
    .where('to', '=', email)
    .orderBy('sent_at', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const verified = await post(
    t,
    '/api/auth/verify-code',
    { email, code },
    cookieHeader({ signup_binding: binding }),
  );
  if (verified.status !== 200)
    throw new Error(`verifying ${email}: ${verified.status} ${verified.text}`);
  const body = JSON.parse(verified.text) as { user: { id: string } };
  const { sid = '', agent_token = '' } = cookiesSet(verified);
  return { role: 'member', email, userId: body.user.id, cookies: { sid, agent_token } };
}

/**
 * The browsers the fuzzer sends from: one anonymous, `members` Free users and `admins` users
 * with the Admin role. The test app seeds no demo accounts (server.ts does, buildApp does not),
 * so admins are registered like anyone and then promoted in the database, as an operator would.
 */
export async function createIdentities(
  t: TestApp,
  { members, admins, label }: { members: number; admins: number; label: string },
) {
  const pool: Record<Role, Identity[]> = {
    anonymous: [{ role: 'anonymous', email: null, userId: null, cookies: {} }],
    member: [],
    admin: [],
  };
  for (let i = 0; i < members + admins; i++) {
    const role: Role = i < members ? 'member' : 'admin';
    const identity = await register(
      t,
      `fuzz-${label}-${role}-${i}@example.org`,
      `Fuzz ${role} ${i}`,
    );
    if (role === 'admin') {
      await t.database.db
        .updateTable('profiles')
        .set({ role: 'Admin' })
        .where('id', '=', identity.userId!)
        .execute();
      identity.role = 'admin';
    }
    pool[role].push(identity);
  }
  return pool;
}

/** Each signed-in browser makes a brain of its own through the API, for the upload routes. */
export async function giveOwnBrains(t: TestApp, pool: Record<Role, Identity[]>) {
  for (const identity of [...pool.member, ...pool.admin]) {
    const made = await post(
      t,
      '/api/brains',
      { name: `Fuzz uploads of ${identity.email}`, type: 'personal' },
      cookieHeader(identity.cookies),
    );
    if (made.status !== 201)
      throw new Error(`a brain for ${identity.email}: ${made.status} ${made.text}`);
    identity.brainId = (JSON.parse(made.text) as { id: string }).id;
  }
}

/**
 * Keeps a signed-in browser signed in: a request may end its session (logout; a sign-in from
 * the same browser replaces it). A new one is opened in the database as `sessions.start` does,
 * rather than by signing in again, which the per-account sign-in limit would soon refuse.
 */
export async function keepSignedIn(t: TestApp, identity: Identity) {
  if (!identity.userId) return;
  const sid = identity.cookies.sid ?? '';
  const alive = sid
    ? await t.database.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sha256(sid))
        .executeTakeFirst()
    : undefined;
  if (alive) return;
  const token = randomBytes(32).toString('base64url');
  await t.database.db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: identity.userId,
      provider_session: null,
      user_agent: 'fuzzer',
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
  identity.cookies.sid = token;
}

/** The agent token follows what the BFF sets or clears, as a browser's cookie jar would. */
export function followAgentToken(identity: Identity, response: RawResponse) {
  if (!identity.userId) return;
  const set = cookiesSet(response);
  if ('agent_token' in set) identity.cookies.agent_token = set.agent_token!;
}
