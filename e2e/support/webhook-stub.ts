// A chat webhook for the e2e suite, speaking n8n's Chat Trigger protocol: the second BFF of
// playwright.config.ts points at it. It answers with the exchanges recorded from a real n8n
// (@app/test-fixtures/n8n-chat) and keeps a memory per session, as n8n's Simple Memory does.
// The message decides: "[down]" drops the connection, "[no-output]" answers without output,
// "[stream:<token>]" streams the recorded agent's lines and holds the stream after its first
// words until the test that chose the token releases it (`POST /release/<token>`), so the test
// sees the reply half-written whatever the machine's pace; "[markdown]" answers in Markdown with
// HTML in it; anything else is echoed after a short pause ("[slow]": four seconds, under the second
// BFF's five-second limit and long enough for a test to look at the screen while it waits).
import { createServer, type ServerResponse } from 'node:http';
import { recordedExchange } from '@app/test-fixtures/n8n-chat';

const port = Number(process.env.STUB_PORT ?? 4399);
const streamed = recordedExchange('streaming-agent');

const MARKDOWN_REPLY =
  '**Pro** includes:\n\n- unlimited agents\n- priority support\n\nSee [pricing](/pricing). <img src=x onerror="window.__pwned=1">';

/** What each session said and was told, as LangChain messages (loadPreviousSession's answer). */
const memory = new Map<string, unknown[]>();
const remember = (sessionId: string, human: string, ai: string) => {
  const message = (kind: string, content: string) => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', kind],
    kwargs: { content, additional_kwargs: {}, response_metadata: {} },
  });
  memory.set(sessionId, [
    ...(memory.get(sessionId) ?? []),
    message('HumanMessage', human),
    message('AIMessage', ai),
  ]);
};

/** Streams held half-way, by token: what releases each. */
const held = new Map<string, () => void>();

createServer((req, res) => {
  if (req.method === 'GET') return res.writeHead(200).end('ok');
  const token = /^\/release\/(\w+)$/.exec(req.url ?? '')?.[1];
  if (req.method === 'POST' && token) {
    const release = held.get(token);
    held.delete(token);
    release?.();
    // 404: no stream of that token is held (yet), and the test says so.
    return res.writeHead(release ? 204 : 404).end();
  }
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += String(chunk)));
  req.on('end', () => void answer(JSON.parse(raw) as Request, res));
}).listen(port, '127.0.0.1');

interface Request {
  action: 'sendMessage' | 'loadPreviousSession';
  chatInput?: string;
  sessionId: string;
}

const json = (res: ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

async function answer({ action, chatInput = '', sessionId }: Request, res: ServerResponse) {
  if (action === 'loadPreviousSession') return json(res, { data: memory.get(sessionId) ?? [] });
  if (chatInput.includes('[down]')) return res.socket?.destroy();
  if (chatInput.includes('[no-output]')) return json(res, { status: 'started' });
  const stream = /\[stream:(\w+)\]/.exec(chatInput)?.[1];
  if (stream) {
    res.writeHead(200, streamed.response.headers);
    let text = '';
    for (const [index, line] of streamed.response.lines!.entries()) {
      // The begin line and three words, then nothing until the test says so.
      if (index === 4) await new Promise<void>((release) => held.set(stream, release));
      res.write(`${JSON.stringify(line)}\n`);
      const { type, content } = line as { type: string; content?: string };
      if (type === 'item') text += content;
      await new Promise((done) => setTimeout(done, 50));
    }
    remember(sessionId, chatInput, text);
    return res.end();
  }
  const output = chatInput.includes('[markdown]') ? MARKDOWN_REPLY : `Echo: ${chatInput}`;
  setTimeout(
    () => {
      remember(sessionId, chatInput, output);
      json(res, { output });
    },
    chatInput.includes('[slow]') ? 4_000 : 1_500,
  );
}
