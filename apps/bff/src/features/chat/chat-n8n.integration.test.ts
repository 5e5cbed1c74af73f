import {
  apiContract,
  ChatStreamEvent,
  ChatWebhookHistoryRequest,
  ChatWebhookRequest,
  type Language,
} from '@app/contracts';
import { recordedExchange as exchange } from '@app/test-fixtures/n8n-chat';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatFailureMessages } from '../../services/chat-engine/chat-engine.ts';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../services/sessions/csrf.ts';
import { expectContract } from '../../../test/helpers/contract.ts';
import { createN8nFake, type Timing } from '../../../test/helpers/n8n-fake.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

/**
 * The relay against a stand-in for n8n that answers with the exchanges recorded from a real
 * n8n 2.41.1 (@app/test-fixtures/n8n-chat): every recorded answer, in both languages, through
 * `POST /api/chat` and the streamed `POST /api/chat/stream`.
 */
const SECRET = 'n8n-chat-pass-7Q2x9';
const HEADER_SECRET = 'header-key-4Kp8z';
let fake: Awaited<ReturnType<typeof createN8nFake>>;
let t: TestApp;
let origin = '';
const logLines: string[] = [];
/** Every line the app wrote, never cleared. */
const allLines: string[] = [];

beforeAll(async () => {
  fake = await createN8nFake({ lineGapMs: 40, delayMs: 3000 });
  t = await createTestApp(
    {
      CHAT_WEBHOOK_URL: fake.url,
      CHAT_WEBHOOK_AUTH: `Basic agentia:${SECRET}`,
      CHAT_TIMEOUT_MS: '1000',
      CHAT_IDLE_TIMEOUT_MS: '1000',
      CHAT_TOTAL_TIMEOUT_MS: '10000',
      TRUST_PROXY: '1',
    },
    {
      logger: {
        level: 'info',
        stream: { write: (line: string) => logLines.push(line) && allLines.push(line) },
      },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  fake.state.auth = {
    name: 'authorization',
    value: `Basic ${Buffer.from(`agentia:${SECRET}`).toString('base64')}`,
  };
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

let conversation = 0;
const nextSession = () => `n8n-session-${++conversation}-abc`;
const address = () => `192.0.2.${conversation % 250}`;
const { sendMessage, history } = apiContract.chat;

async function ask(message: string, locale: Language, sessionId = nextSession()) {
  return expectContract(
    sendMessage,
    200,
    await t
      .http()
      .post('/api/chat')
      .set('x-forwarded-for', address())
      .send({ message, locale, sessionId, path: '/pricing' }),
  );
}

/** The events of a streamed reply, each with the time it arrived. */
async function askStreamed(message: string, locale: Language, sessionId = nextSession()) {
  const response = await fetch(`${origin}/api/chat/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, br',
      'x-forwarded-for': address(),
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
    },
    body: JSON.stringify({ message, locale, sessionId }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('content-encoding')).toBeNull();
  const events: { event: ChatStreamEvent; at: number }[] = [];
  const decoder = new TextDecoder();
  let pending = '';
  for await (const chunk of response.body!) {
    pending += decoder.decode(chunk, { stream: true });
    let end = pending.indexOf('\n\n');
    while (end >= 0) {
      const data = /^data: (.*)$/m.exec(pending.slice(0, end))?.[1];
      if (data) events.push({ event: ChatStreamEvent.parse(JSON.parse(data)), at: Date.now() });
      pending = pending.slice(end + 2);
      end = pending.indexOf('\n\n');
    }
  }
  const done = events.at(-1)?.event;
  if (done?.type !== 'done') throw new Error('the stream did not end with done');
  const deltas = events.flatMap(({ event, at }) =>
    event.type === 'delta' ? [{ ...event, at }] : [],
  );
  return { done, deltas };
}

const output = (id: string) => (exchange(id).response.json as { output: string }).output;
const streamedText = (
  exchange('streaming-agent').response.lines as { type: string; content?: string }[]
)
  .filter((line) => line.type === 'item')
  .map((line) => line.content)
  .join('');

/** Each recorded answer (and the two silences) with what the visitor must read. */
const cases: {
  name: string;
  workflow?: string;
  timing?: Timing;
  status: 'ok' | 'no_output' | 'unreachable';
  reply?: string;
  logged?: RegExp;
}[] = [
  { name: 'reply', workflow: 'echo', status: 'ok', reply: output('reply') },
  { name: 'no output', workflow: 'no-output', status: 'no_output', logged: /missing output/ },
  { name: 'empty output', workflow: 'empty-output', status: 'no_output', logged: /"empty output"/ },
  {
    name: 'workflow error',
    workflow: 'error',
    status: 'no_output',
    logged: /HTTP 500: Error in workflow/,
  },
  {
    name: 'inactive workflow',
    workflow: 'none',
    status: 'no_output',
    logged: /HTTP 404: .*not registered\. Hint: The workflow must be active/,
  },
  {
    name: 'streaming agent',
    workflow: 'agent-streaming',
    status: 'ok',
    reply: streamedText.trim(),
  },
  {
    name: 'streaming with no item',
    workflow: 'streaming-set',
    status: 'no_output',
    logged: /empty answer/,
  },
  {
    name: 'slow first byte',
    timing: 'slow-first-byte',
    status: 'unreachable',
    logged: /no first byte within 1000 ms/,
  },
  {
    name: 'stalled stream',
    timing: 'stalled-stream',
    status: 'unreachable',
    logged: /silent for 1000 ms/,
  },
];

describe.each(['en', 'fr'] as const)('the relay against recorded n8n answers, in %s', (locale) => {
  it.each(cases)('$name', async ({ workflow, timing, status, reply, logged }) => {
    const expected = reply ?? chatFailureMessages[status as 'no_output' | 'unreachable'][locale];
    fake.state.workflow = workflow ?? 'echo';
    fake.state.timing = timing ?? null;
    logLines.length = 0;

    const started = Date.now();
    expect(await ask('What does the Pro plan include?', locale)).toEqual({
      reply: expected,
      status,
    });
    expect(Date.now() - started).toBeLessThan(2800);
    if (logged) expect(logLines.join('\n')).toMatch(logged);

    const streamed = await askStreamed('What does the Pro plan include?', locale);
    expect(streamed.done).toEqual({ type: 'done', reply: expected, status });
    // Streamed by n8n, streamed on: the words arrive as deltas before the end.
    if (workflow === 'agent-streaming')
      expect(
        streamed.deltas
          .map((d) => d.text)
          .join('')
          .trim(),
      ).toBe(expected);
  });
});

describe('the request n8n receives', () => {
  it('is the Chat Trigger payload with metadata, and carries the configured Basic credentials', async () => {
    await ask('What does the Pro plan include?', 'en', 'fixture-session-1');
    const { body, headers } = fake.state.received[0]!;
    expect(ChatWebhookRequest.parse(body)).toEqual(exchange('reply').request);
    expect(headers.authorization).toBe(fake.state.auth!.value);
  });

  it('a refused credential is a reply without output, and says to check CHAT_WEBHOOK_AUTH', async () => {
    const wrong = fake.state.auth!.value;
    fake.state.auth = { name: 'authorization', value: 'Basic nobody' };
    logLines.length = 0;
    try {
      expect((await ask('hi', 'en')).status).toBe('no_output');
      expect(logLines.join('\n')).toMatch(/HTTP 403 \(check CHAT_WEBHOOK_AUTH\)/);
    } finally {
      fake.state.auth = { name: 'authorization', value: wrong };
    }
  });
});

describe('a streamed reply', () => {
  it('reaches the browser as n8n writes it: many deltas, spread over time, before the end', async () => {
    fake.state.workflow = 'agent-streaming';
    const { deltas, done } = await askStreamed('What does the Pro plan include?', 'en');
    const items = (exchange('streaming-agent').response.lines as { type: string }[]).filter(
      (line) => line.type === 'item',
    );
    expect(deltas).toHaveLength(items.length);
    // 40 ms between lines at the source: the first and last words did not arrive together.
    expect(deltas.at(-1)!.at - deltas[0]!.at).toBeGreaterThan(200);
    expect(done.reply).toBe(streamedText.trim());
  });

  /** An agent streaming its 17 lines 300 ms apart (5 s in all), behind an app of its own. */
  async function askSlowAgent(env: Record<string, string>) {
    const slow = await createN8nFake({ lineGapMs: 300 });
    const app = await createTestApp({
      CHAT_WEBHOOK_URL: slow.url,
      CHAT_TIMEOUT_MS: '1000',
      CHAT_IDLE_TIMEOUT_MS: '1000',
      ...env,
    });
    try {
      slow.state.workflow = 'agent-streaming';
      const res = await app
        .http()
        .post('/api/chat')
        .send({ message: 'hi', sessionId: 'slow-agent-1' });
      return expectContract(sendMessage, 200, res);
    } finally {
      await app.close();
      await slow.close();
    }
  }

  it('a slow agent that keeps streaming is not cut at the first-byte time-out', async () => {
    // Never silent for 1 s, though 5 s in all.
    expect(await askSlowAgent({})).toEqual({ reply: streamedText.trim(), status: 'ok' });
  }, 60_000);

  it('the total cap ends even a reply that never falls silent', async () => {
    expect(await askSlowAgent({ CHAT_TOTAL_TIMEOUT_MS: '1500' })).toEqual({
      reply: chatFailureMessages.unreachable.en,
      status: 'unreachable',
    });
  }, 60_000);
});

describe('POST /api/chat/history (loadPreviousSession)', () => {
  const load = (sessionId: string) =>
    t.http().post('/api/chat/history').set('x-forwarded-for', address()).send({ sessionId });

  it('gives the conversation a trigger with memory keeps, as the visitor saw it', async () => {
    fake.state.workflow = 'agent-last-node-memory';
    const body = expectContract(history, 200, await load('fixture-session-3'));
    expect(ChatWebhookHistoryRequest.parse(fake.state.received[0]!.body)).toEqual(
      exchange('load-previous-session').request,
    );
    const [first, second] = exchange('agent-two-turns').response.json as { output: string }[];
    // n8n's memory keeps no time: none is given, rather than the time it was read.
    expect(body).toEqual({
      source: 'engine',
      messages: [
        { type: 'user', content: 'What does the Pro plan include?', at: null },
        { type: 'bot', content: first!.output, at: null },
        { type: 'user', content: 'And the Enterprise plan?', at: null },
        { type: 'bot', content: second!.output, at: null },
      ],
    });
  });

  it.each([
    [
      '401',
      { name: 'x-proxy-key', value: 'k' },
      /HTTP 401 \(check CHAT_WEBHOOK_AUTH\): Authorization is required!/,
    ],
    [
      '403',
      { name: 'authorization', value: 'Basic nobody' },
      /HTTP 403 \(check CHAT_WEBHOOK_AUTH\): Authorization data is wrong!/,
    ],
  ] as const)(
    'says none when n8n refuses the call (%s), and the log says with which status',
    async (_status, auth, logged) => {
      fake.state.workflow = 'agent-last-node-memory';
      const kept = fake.state.auth;
      fake.state.auth = auth;
      logLines.length = 0;
      try {
        expect(expectContract(history, 200, await load('fixture-session-3'))).toEqual({
          source: 'none',
          messages: [],
        });
        expect(logLines.join('\n')).toMatch(logged);
        expect(allLines.join('\n')).not.toContain(SECRET);
      } finally {
        fake.state.auth = kept;
      }
    },
  );

  it('says none when the trigger has no memory option', async () => {
    fake.state.workflow = 'agent-streaming';
    expect(expectContract(history, 200, await load('fixture-session-2'))).toEqual({
      source: 'none',
      messages: [],
    });
  });

  it('says none when the engine cannot be reached', async () => {
    fake.state.timing = 'slow-first-byte';
    expect(expectContract(history, 200, await load('fixture-session-9')).source).toBe('none');
  });

  it('rejects a bad session id with a 400 and asks nothing', async () => {
    expectContract(history, 400, await load('no spaces allowed'));
    expect(fake.state.received).toHaveLength(0);
  });
});

describe('the two turns of an agent with memory', () => {
  it('relays each turn and reads each recorded output', async () => {
    fake.state.workflow = 'agent-last-node-memory';
    const turns = exchange('agent-two-turns');
    const answers = turns.response.json as { output: string }[];
    const requests = turns.request as { chatInput: string }[];
    expect(await ask(requests[0]!.chatInput, 'en', 'memory-session-1')).toEqual({
      reply: answers[0]!.output,
      status: 'ok',
    });
    expect(await ask(requests[1]!.chatInput, 'en', 'memory-session-1')).toEqual({
      reply: answers[1]!.output,
      status: 'ok',
    });
  });
});

describe('the chat rate limit on the streamed route', () => {
  it('answers 429 with its own message and when to try again', async () => {
    const sessionId = 'busy-stream-session-1';
    let last: Response | undefined;
    for (let i = 0; i < 16; i++) {
      last = await fetch(`${origin}/api/chat/stream`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.1.${i}`,
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
        body: JSON.stringify({ message: 'hi', sessionId }),
      });
      await last.arrayBuffer();
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('secrets', () => {
  it('a header credential goes in that header, and no log line holds it', async () => {
    const guarded = await createN8nFake();
    guarded.state.auth = { name: 'x-chat-key', value: HEADER_SECRET };
    const lines: string[] = [];
    const app = await createTestApp(
      {
        CHAT_WEBHOOK_URL: guarded.url,
        CHAT_WEBHOOK_AUTH: `X-Chat-Key: ${HEADER_SECRET}`,
        CHAT_TIMEOUT_MS: '1000',
      },
      { logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      for (const workflow of ['echo', 'none', 'error']) {
        guarded.state.workflow = workflow;
        await app
          .http()
          .post('/api/chat')
          .send({ message: 'hi', sessionId: `header-${workflow}-1` });
      }
      expect(guarded.state.received.map((r) => r.headers['x-chat-key'])).toEqual([
        HEADER_SECRET,
        HEADER_SECRET,
        HEADER_SECRET,
      ]);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join('\n')).not.toContain(HEADER_SECRET);
    } finally {
      await app.close();
      await guarded.close();
    }
  }, 60_000);

  it('no log line of this file holds the configured Basic credentials', () => {
    // Every case above has run and logged by now (vitest runs a file's tests in order).
    expect(allLines.length).toBeGreaterThan(20);
    const everything = allLines.join('\n');
    expect(everything).not.toContain(SECRET);
    expect(everything).not.toContain(Buffer.from(`agentia:${SECRET}`).toString('base64'));
  });
});
