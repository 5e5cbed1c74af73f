import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  apiContract,
  ChatWebhookRequest,
  ChatWebhookResponse,
  CHAT_MESSAGE_MAX,
} from '@app/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerAndVerify } from '../../../test/helpers/accounts.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/** A stand-in for the webhook (the edge we do not own), checked against the same contract. */
type Mode = 'answer' | 'array' | 'no-output' | 'slow' | 'error' | 'not-json';
let mode: Mode = 'answer';
const received: { body: unknown; headers: IncomingHttpHeaders }[] = [];
let webhook: Server;
let webhookUrl = '';

function reply(res: ServerResponse, body: unknown) {
  if (typeof body !== 'string') expect(ChatWebhookResponse.safeParse(body).success).toBe(true);
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(typeof body === 'string' ? body : JSON.stringify(body));
}

let t: TestApp;
beforeAll(async () => {
  webhook = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as unknown;
    received.push({ body, headers: req.headers });
    const input = (body as { chatInput: string }).chatInput;
    if (mode === 'answer') return reply(res, { output: `You said: ${input}` });
    if (mode === 'array') return reply(res, [{ output: 'From a list' }]);
    if (mode === 'no-output') return reply(res, { message: 'Workflow was started' });
    if (mode === 'not-json') return reply(res, '<html>oops</html>');
    if (mode === 'error') return res.writeHead(500).end();
    setTimeout(() => reply(res, { output: 'too late' }), 1500);
  }
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as { port: number }).port}/webhook/test/chat`;
  // Behind one trusted proxy: each conversation below comes from an address of its own.
  t = await createTestApp({
    CHAT_WEBHOOK_URL: webhookUrl,
    CHAT_TIMEOUT_MS: '600',
    TRUST_PROXY: '1',
  });
});
afterAll(async () => {
  await t.close();
  webhook.closeAllConnections();
  await new Promise((resolve) => webhook.close(resolve));
});
beforeEach(() => {
  mode = 'answer';
  received.length = 0;
});

let session = 0;
const send = (body: Record<string, unknown>, sessionId = `session-${++session}-abcdef`) =>
  t
    .http()
    .post('/api/chat')
    .set('x-forwarded-for', `192.0.2.${session % 250}`)
    .send({ sessionId, ...body });
const { sendMessage } = apiContract.chat;

describe('POST /api/chat', () => {
  it('relays the message in the webhook protocol and returns its output', async () => {
    const body = expectContract(
      sendMessage,
      200,
      await send(
        { message: '  How much is Starter?  ', locale: 'en', path: '/pricing' },
        'visitor-1234',
      ),
    );
    expect(body).toEqual({ reply: 'You said: How much is Starter?', status: 'ok' });
    expect(ChatWebhookRequest.parse(received[0]!.body)).toEqual({
      chatInput: 'How much is Starter?',
      sessionId: 'visitor-1234',
      action: 'sendMessage',
      metadata: { locale: 'en', path: '/pricing' },
    });
  });

  it('tells the webhook who a signed-in visitor is, by id only', async () => {
    const browser = t.http();
    const { user } = await registerAndVerify(t, browser);
    received.length = 0;
    await browser
      .post('/api/chat')
      .set('x-forwarded-for', '192.0.2.251')
      .send({ sessionId: 'member-123456', message: 'Hello', locale: 'fr' });
    expect(ChatWebhookRequest.parse(received[0]!.body).metadata).toEqual({
      locale: 'fr',
      userId: user.id,
    });
  });

  it('reads an answer given as a list, as n8n may send', async () => {
    mode = 'array';
    expect(expectContract(sendMessage, 200, await send({ message: 'hi' })).reply).toBe(
      'From a list',
    );
  });

  it('forwards no cookie, no token and none of the visitor’s headers', async () => {
    await t
      .http()
      .post('/api/chat')
      .set('cookie', 'sid=secret-session; agent_token=secret-token')
      .set('authorization', 'Bearer secret-token')
      .set('x-forwarded-for', '192.0.2.200')
      .send({ message: 'hello', sessionId: 'cookie-check-1' });
    const headers = received[0]!.headers;
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-forwarded-for']).toBeUndefined();
    expect(JSON.stringify(received[0]!.body)).not.toContain('secret');
  });

  it.each([
    [
      'no-output',
      'en',
      "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
      'no_output',
    ],
    [
      'not-json',
      'en',
      "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
      'no_output',
    ],
    [
      'no-output',
      'fr',
      'Je suis là pour vous aider ! Je rencontre cependant quelques difficultés en ce moment. Veuillez réessayer plus tard.',
      'no_output',
    ],
    // A workflow that fails answers 500 (n8n: "Error in workflow"): an answer without output.
    [
      'error',
      'en',
      "I'm here to help! However, I'm currently experiencing some issues. Please try again later.",
      'no_output',
    ],
    ['slow', 'en', "I'm having trouble connecting. Please try again later.", 'unreachable'],
    ['slow', 'fr', "J'ai du mal à me connecter. Veuillez réessayer plus tard.", 'unreachable'],
  ] as const)(
    'webhook %s gives the spec message in %s',
    async (webhookMode, locale, reply, status) => {
      mode = webhookMode;
      const started = Date.now();
      const body = expectContract(sendMessage, 200, await send({ message: 'hello', locale }));
      expect(body).toEqual({ reply, status });
      expect(Date.now() - started).toBeLessThan(1200);
    },
  );

  it('answers the connection message when the webhook is down', async () => {
    const down = await createTestApp({
      CHAT_WEBHOOK_URL: 'http://127.0.0.1:9/webhook',
      CHAT_TIMEOUT_MS: '600',
    });
    try {
      const body = expectContract(
        sendMessage,
        200,
        await down.http().post('/api/chat').send({ message: 'hi', sessionId: 'down-session-1' }),
      );
      expect(body.status).toBe('unreachable');
    } finally {
      await down.close();
    }
  });

  it.each([
    [{ message: '   ' }, 'body.message'],
    [{ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, 'body.message'],
    [{ message: 'hi', sessionId: 'no spaces allowed' }, 'body.sessionId'],
    [{ message: 'hi', locale: 'de' }, 'body.locale'],
  ])('rejects %o with a 400 and calls no webhook', async (body, path) => {
    const res = expectContract(
      sendMessage,
      400,
      await send(body, (body as { sessionId?: string }).sessionId),
    );
    expect(res.issues?.[0]?.path).toBe(path);
    expect(received).toHaveLength(0);
  });

  it('accepts a message of exactly 4,000 characters', async () => {
    expectContract(sendMessage, 200, await send({ message: 'x'.repeat(CHAT_MESSAGE_MAX) }));
  });

  it('limits one conversation to 15 messages a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await t
        .http()
        .post('/api/chat')
        .set('x-forwarded-for', `198.18.0.${i}`)
        .send({ message: 'hi', sessionId: 'busy-session-1' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 15).every((s) => s === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});
