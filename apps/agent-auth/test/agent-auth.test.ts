import { agentAuthContract } from '@app/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { createAgentAuthServer, signLoginAssertion } from '../src/server.ts';

const JWT_SECRET = 'agent-jwt-secret-for-tests-0123456789';
const ASSERTION_SECRET = 'assertion-secret-for-tests-0123456789';
const OTHER_SECRET = 'someone-elses-secret-0123456789abcdef';
const key = (secret: string) => new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

const alice = {
  id: 'user-alice',
  email: 'alice@example.com',
  role: 'Pro',
  fullName: 'Alice Martin',
};
const ALICE_PASSWORD = 'correct horse battery staple';

const verifyPassword = vi.fn(async (email: string, password: string) =>
  email.toLowerCase() === alice.email && password === ALICE_PASSWORD ? alice : null,
);
const server = createAgentAuthServer({
  jwtSecret: JWT_SECRET,
  assertionSecret: ASSERTION_SECRET,
  verifyPassword,
});
let baseUrl = '';
beforeAll(async () => {
  baseUrl = await server.listen(0);
});
afterAll(() => server.close());

type Route = keyof typeof agentAuthContract;

/**
 * Calls a route over HTTP the way the BFF does, and parses the answer with the contract's schema
 * for the status it came with: a body the contract does not allow fails the test.
 */
async function call(
  route: Route,
  init: { body?: unknown; token?: string; raw?: RequestInit } = {},
) {
  const { method, path, responses } = agentAuthContract[route];
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    ...init.raw,
  });
  const schema = (responses as Record<number, z.ZodType>)[response.status];
  if (!schema)
    throw new Error(`${method} ${path} answered ${response.status}, not in the contract`);
  return { status: response.status, body: schema.parse(await response.json()) };
}

async function signIn(body: unknown): Promise<string> {
  const { status, body: answer } = await call('login', { body });
  expect(status).toBe(200);
  return agentAuthContract.login.responses[200].parse(answer).agent_token;
}

const passwordSignIn = () => signIn({ email: alice.email, password: ALICE_PASSWORD });

/** An assertion as a BFF would sign it, with one thing changed to make it wrong. */
function assertion(
  change: { secret?: string; issuer?: string; audience?: string; email?: string } & {
    iat?: number;
    exp?: number;
  } = {},
) {
  const iat = change.iat ?? now();
  return new SignJWT({ email: change.email ?? alice.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(change.issuer ?? 'bff')
    .setAudience(change.audience ?? 'agent-auth-login')
    .setSubject(alice.id)
    .setIssuedAt(iat)
    .setExpirationTime(change.exp ?? iat + 60)
    .sign(key(change.secret ?? ASSERTION_SECRET));
}

/** An agent JWT as the server signs them, with one thing changed. */
function agentToken(change: { secret?: string; iat?: number; exp?: number; audience?: string }) {
  const iat = change.iat ?? now();
  return new SignJWT({ email: alice.email, role: alice.role, name: alice.fullName })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('agent-auth')
    .setAudience(change.audience ?? 'agent-api')
    .setSubject(alice.id)
    .setJti(crypto.randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(change.exp ?? iat + 3600)
    .sign(key(change.secret ?? JWT_SECRET));
}

const INVALID_CREDENTIALS = { success: false, error: 'Invalid credentials' };
const INVALID_TOKEN = { success: false, error: 'Invalid or expired token' };

describe('signing in with a password', () => {
  it('gives an agent JWT for the right password, checked by the identity provider', async () => {
    const token = await passwordSignIn();

    expect(verifyPassword).toHaveBeenCalledWith(alice.email, ALICE_PASSWORD);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: 'agent-auth',
      aud: 'agent-api',
      sub: alice.id,
      email: alice.email,
      role: alice.role,
      name: alice.fullName,
    });
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('gives each sign-in its own token', async () => {
    const [first, second] = [decodeJwt(await passwordSignIn()), decodeJwt(await passwordSignIn())];
    expect(first.jti).not.toBe(second.jti);
  });

  it('refuses a wrong password with "Invalid credentials"', async () => {
    const answer = await call('login', { body: { email: alice.email, password: 'guess' } });
    expect(answer).toEqual({ status: 401, body: INVALID_CREDENTIALS });
  });

  it('answers 400 with one clear message for a body that is neither shape', async () => {
    expect(await call('login', { body: { email: 'not-an-email', password: 'x' } })).toEqual({
      status: 400,
      body: { success: false, error: 'Invalid request: body.email: Invalid email address' },
    });

    const neither = await call('login', { body: { email: alice.email } });
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({ success: false });
    expect((neither.body as { error: string }).error).toMatch(
      /^Invalid request: body\.password or body\.assertion: /,
    );
  });

  it('answers 400 in the contract shape for a body that is not JSON', async () => {
    const answer = await call('login', {
      raw: { headers: { 'content-type': 'application/json' }, body: '{"email":' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
  });
});

describe('signing in with an assertion from the BFF', () => {
  it('gives an agent JWT for the user the BFF vouches for, whatever the email case', async () => {
    const token = await signIn({
      email: 'Alice@Example.com',
      assertion: await signLoginAssertion({
        secret: ASSERTION_SECRET,
        userId: 'user-bob',
        email: 'alice@example.com',
        role: 'Free',
        name: 'Bob Alias',
      }),
    });

    const user = await call('getUser', { token });
    expect(user).toEqual({
      status: 200,
      body: {
        success: true,
        user: { id: 'user-bob', email: 'alice@example.com', role: 'Free', full_name: 'Bob Alias' },
      },
    });
  });

  it('accepts an assertion signed by hand to the spec, without role or name', async () => {
    const token = await signIn({ email: alice.email, assertion: await assertion() });
    expect(decodeJwt(token)).toMatchObject({ sub: alice.id, email: alice.email, name: null });
  });

  it('signs assertions that live 60 seconds', async () => {
    const claims = decodeJwt(
      await signLoginAssertion({ secret: ASSERTION_SECRET, userId: alice.id, email: alice.email }),
    );
    expect(claims).toMatchObject({ iss: 'bff', aud: 'agent-auth-login', sub: alice.id });
    expect(claims.exp! - claims.iat!).toBe(60);
  });

  it('accepts each assertion once: a replayed one gets nothing', async () => {
    const once = await signLoginAssertion({
      secret: ASSERTION_SECRET,
      userId: alice.id,
      email: alice.email,
    });
    await signIn({ email: alice.email, assertion: once });
    expect(await call('login', { body: { email: alice.email, assertion: once } })).toEqual({
      status: 401,
      body: INVALID_CREDENTIALS,
    });
  });

  const refused: [string, () => Promise<string>][] = [
    ['signed with another secret', () => assertion({ secret: OTHER_SECRET })],
    ['meant for another audience', () => assertion({ audience: 'agent-api' })],
    ['issued by someone else', () => assertion({ issuer: 'agent-auth' })],
    ['for another email', () => assertion({ email: 'mallory@example.com' })],
    ['living longer than 120 seconds', () => assertion({ exp: now() + 600 })],
    ['expired', () => assertion({ iat: now() - 200, exp: now() - 140 })],
    ['issued in the future', () => assertion({ iat: now() + 300, exp: now() + 360 })],
  ];
  it.each(refused)('refuses an assertion %s', async (_case, make) => {
    const answer = await call('login', { body: { email: alice.email, assertion: await make() } });
    expect(answer).toEqual({ status: 401, body: INVALID_CREDENTIALS });
  });

  it('refuses an assertion that is not a JWT at all', async () => {
    const answer = await call('login', {
      body: { email: alice.email, assertion: 'this-is-not-a-jwt-at-all' },
    });
    expect(answer).toEqual({ status: 401, body: INVALID_CREDENTIALS });
  });
});

describe('an agent JWT', () => {
  it('tells whose it is', async () => {
    const token = await passwordSignIn();
    expect(await call('getUser', { token })).toEqual({
      status: 200,
      body: {
        success: true,
        user: { id: alice.id, email: alice.email, role: alice.role, full_name: alice.fullName },
      },
    });
  });

  it('stops working once signed out, and cannot be signed out twice', async () => {
    const token = await passwordSignIn();
    expect(await call('logout', { token })).toEqual({ status: 200, body: { success: true } });

    expect(await call('getUser', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await call('logout', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('signing out one token leaves the user’s other tokens working', async () => {
    const [kept, ended] = [await passwordSignIn(), await passwordSignIn()];
    await call('logout', { token: ended });
    expect((await call('getUser', { token: kept })).status).toBe(200);
  });

  it('is refused when signed with another secret', async () => {
    const token = await agentToken({ secret: OTHER_SECRET });
    expect(await call('getUser', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await call('logout', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('is refused once expired', async () => {
    const token = await agentToken({ iat: now() - 7200, exp: now() - 10 });
    expect(await call('getUser', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await call('logout', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('is refused when meant for another audience, like a login assertion', async () => {
    const token = await signLoginAssertion({
      secret: JWT_SECRET,
      userId: alice.id,
      email: alice.email,
    });
    expect(await call('getUser', { token })).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('is required: no bearer, or not a bearer, answers 401', async () => {
    expect(await call('getUser')).toEqual({ status: 401, body: INVALID_TOKEN });
    expect(await call('logout')).toEqual({ status: 401, body: INVALID_TOKEN });
    const basic = { raw: { headers: { authorization: 'Basic YWxpY2U6cGFzcw==' } } };
    expect(await call('getUser', basic)).toEqual({ status: 401, body: INVALID_TOKEN });
  });

  it('lasts tokenTtlSeconds, then is refused', async () => {
    const shortLived = createAgentAuthServer({
      jwtSecret: JWT_SECRET,
      assertionSecret: ASSERTION_SECRET,
      tokenTtlSeconds: 1,
      verifyPassword,
    });
    const url = await shortLived.listen(0);
    try {
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: alice.email, password: ALICE_PASSWORD }),
      });
      const { agent_token } = agentAuthContract.login.responses[200].parse(await login.json());
      const claims = decodeJwt(agent_token);
      expect(claims.exp! - claims.iat!).toBe(1);

      await new Promise((resolve) => setTimeout(resolve, 2100));
      const user = await fetch(`${url}/auth/user`, {
        headers: { authorization: `Bearer ${agent_token}` },
      });
      expect(user.status).toBe(401);
      expect(agentAuthContract.getUser.responses[401].parse(await user.json())).toEqual(
        INVALID_TOKEN,
      );
    } finally {
      await shortLived.close();
    }
  });
});

describe('the server', () => {
  it('answers its health check outside the contract', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 in the error shape for an unknown route', async () => {
    const response = await fetch(`${baseUrl}/auth/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('refuses to start with a secret too short for HS256', () => {
    expect(() =>
      createAgentAuthServer({
        jwtSecret: 'short',
        assertionSecret: ASSERTION_SECRET,
        verifyPassword,
      }),
    ).toThrow(/jwtSecret must be at least 32 characters/);
  });
});
