import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgentAuthRefused,
  AgentAuthUnavailable,
  createAgentAuthClient,
} from './agent-auth-client.ts';

/** An agent server that answers whatever the test sets, to see the client hold the contract. */
let answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: {} };
let received: { method?: string; url?: string; body: string; authorization?: string }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        body,
        authorization: request.headers.authorization,
      });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((done) => server.close(done)));

const client = (retryAfterMs = 1000) =>
  createAgentAuthClient(baseUrl, { timeoutMs: 300, retryAfterMs });
const TOKEN = 'header.payload.signature';

describe('the BFF’s agent server client holds the shared contract', () => {
  it('sends what the contract says and reads an answer that follows it', async () => {
    received = [];
    answer = {
      status: 200,
      body: {
        tool: 'notion',
        connected: true,
        is_valid: false,
        has_refresh_token: true,
        expires_at: '2026-11-21T10:00:00.000Z',
        connected_at: '2026-11-21T09:00:00.000Z',
      },
    };
    const status = await client().tokenStatus(TOKEN, 'notion');
    expect(status).toMatchObject({ is_valid: false, has_refresh_token: true });
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/token/status/notion',
      authorization: `Bearer ${TOKEN}`,
    });

    answer = {
      status: 200,
      body: { access_token: 'a'.repeat(32), expires_at: '2026-11-21T11:00:00.000Z' },
    };
    await client().readAction(TOKEN, 'notion');
    expect(received[1]).toMatchObject({ method: 'POST', url: '/agent-api/tools/notion/action' });
    expect(JSON.parse(received[1]!.body)).toEqual({ action: 'read' });
  });

  it('refuses to send a request the contract does not allow', async () => {
    received = [];
    await expect(client().login({ email: 'not-an-email', password: 'x' })).rejects.toThrow();
    await expect(
      client().completeAuthorization(TOKEN, 'notion', { code: '', state: 's' }),
    ).rejects.toThrow();
    expect(received).toEqual([]);
  });

  it('treats an answer that breaks the contract as the server being unavailable', async () => {
    answer = { status: 200, body: { connected_tools: [{ tool: 'notion' }] } };
    await expect(client().connectedTools(TOKEN)).rejects.toBeInstanceOf(AgentAuthUnavailable);
    answer = { status: 200, body: { agent_token: 'short' } };
    await expect(client().login({ email: 'a@example.org', password: 'pw' })).rejects.toBeInstanceOf(
      AgentAuthUnavailable,
    );
  });

  it('keeps the server’s error text, for refusals and for failures', async () => {
    answer = { status: 400, body: { success: false, error: 'Invalid or expired state' } };
    const refused = await client()
      .completeAuthorization(TOKEN, 'notion', { code: 'c', state: 's' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AgentAuthRefused);
    expect((refused as AgentAuthRefused).serverError).toBe('Invalid or expired state');

    answer = { status: 503, body: { error: 'Maintenance' } };
    const failed = await client()
      .listTools(TOKEN)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AgentAuthUnavailable);
    expect((failed as AgentAuthUnavailable).serverError).toBe('Maintenance');
  });

  it('gives up after its time-out', async () => {
    answer = { status: 200, body: {}, delayMs: 1000 };
    const started = Date.now();
    await expect(client().user(TOKEN)).rejects.toBeInstanceOf(AgentAuthUnavailable);
    expect(Date.now() - started).toBeLessThan(900);
  });
});

describe('the circuit breaker in front of the agent server', () => {
  it('fails at once after a failure, then lets one call at a time probe the server', async () => {
    const agent = client(200);
    received = [];
    answer = { status: 503, body: { error: 'down for maintenance' } };
    await expect(agent.user(TOKEN)).rejects.toBeInstanceOf(AgentAuthUnavailable);
    expect(received).toHaveLength(1);
    // Open: nothing reaches the server, and nobody waits.
    const started = performance.now();
    await expect(agent.user(TOKEN)).rejects.toThrow(/not asked again yet/);
    expect(performance.now() - started).toBeLessThan(50);
    expect(received).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 250));
    answer = {
      status: 200,
      body: {
        success: true,
        user: { id: '5f0c4a44-9f1e-4d0b-a7c1-2f8e9d3b6a10', email: 'a@example.org', role: 'Pro' },
      },
      delayMs: 100,
    };
    // Half open: the first call probes; the others meanwhile fail fast.
    const [probe, other] = await Promise.allSettled([agent.user(TOKEN), agent.user(TOKEN)]);
    expect(probe.status).toBe('fulfilled');
    expect(other.status).toBe('rejected');
    expect(received).toHaveLength(2);
    // Closed again.
    await expect(agent.user(TOKEN)).resolves.toMatchObject({ email: 'a@example.org' });
    agent.close();
  });

  it('does not count a refusal as a failure', async () => {
    const agent = client();
    received = [];
    answer = { status: 401, body: { error: 'Invalid token' } };
    await expect(agent.user(TOKEN)).rejects.toBeInstanceOf(AgentAuthRefused);
    await expect(agent.user(TOKEN)).rejects.toBeInstanceOf(AgentAuthRefused);
    expect(received).toHaveLength(2);
    agent.close();
  });
});
