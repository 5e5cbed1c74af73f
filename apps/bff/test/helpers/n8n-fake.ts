import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import {
  n8nChatRecording as recording,
  recordedExchange as exchange,
  type RecordedExchange,
} from '@app/test-fixtures/n8n-chat';

/**
 * Behaviours the recording cannot hold as bytes: n8n still working before its first byte, and a
 * stream that begins and then falls silent. They answer after `delayMs`.
 */
export type Timing = 'slow-first-byte' | 'stalled-stream';

/**
 * A stand-in for n8n's Chat Trigger that answers with the recorded exchanges: `workflow` picks
 * which recorded workflow answers (as n8n picks one by its webhook id), the request's `action`
 * picks the exchange. Streamed lines go out one write each, `lineGapMs` apart.
 */
export async function createN8nFake(options: { lineGapMs?: number; delayMs?: number } = {}) {
  const state = {
    workflow: 'echo' as string,
    timing: null as Timing | null,
    /**
     * When set, the trigger's auth: this header must carry this value. As n8n's Chat Trigger
     * answers (its validateAuth): 401 "Authorization is required!" when the header is missing,
     * 403 "Authorization data is wrong!" when it is wrong, in plain text.
     */
    auth: null as { name: string; value: string } | null,
    received: [] as { body: Record<string, unknown>; headers: IncomingHttpHeaders }[],
  };
  const turns = new Map<string, number>();
  const gap = options.lineGapMs ?? 40;
  const delay = options.delayMs ?? 1500;
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => void answer(req, res));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function answer(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw) as Record<string, unknown>;
    state.received.push({ body, headers: req.headers });
    if (state.auth && req.headers[state.auth.name] !== state.auth.value) {
      const missing = req.headers[state.auth.name] === undefined;
      return res
        .writeHead(missing ? 401 : 403, { 'www-authenticate': 'Basic realm="Webhook"' })
        .end(missing ? 'Authorization is required!' : 'Authorization data is wrong!');
    }
    if (state.timing === 'slow-first-byte') {
      await new Promise((done) => setTimeout(done, delay));
      if (res.destroyed) return;
      return replay(res, exchange('reply'), body);
    }
    if (state.timing === 'stalled-stream') {
      const lines = exchange('streaming-agent').response.lines!;
      res.writeHead(200, exchange('streaming-agent').response.headers);
      for (const line of lines.slice(0, 3)) res.write(`${JSON.stringify(line)}\n`);
      return; // and nothing more: the caller must give up on silence
    }
    const action = body.action;
    const candidates = recording.exchanges.filter(
      (candidate) =>
        candidate.workflow === state.workflow && [candidate.request].flat()[0]?.action === action,
    );
    const recorded = candidates[0] ?? exchange('workflow-inactive');
    return replay(res, recorded, body);
  }

  async function replay(
    res: ServerResponse,
    recorded: RecordedExchange,
    body: Record<string, unknown>,
  ) {
    const { status, headers, json, lines } = recorded.response;
    res.writeHead(status, headers);
    if (lines) {
      for (const line of lines) {
        if (res.destroyed) return;
        res.write(`${JSON.stringify(line)}\n`);
        await new Promise((done) => setTimeout(done, gap));
      }
      return res.end();
    }
    if (json === undefined) return res.end(recorded.response.body ?? '');
    // A recorded conversation (two turns): each message gets the next recorded answer.
    if (Array.isArray(json) && Array.isArray(recorded.request)) {
      const key = String(body.sessionId);
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      return res.end(JSON.stringify(json[Math.min(turn, json.length - 1)]));
    }
    return res.end(JSON.stringify(json));
  }

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    state,
    /** The production URL shape: /webhook/{id}/chat. */
    url: `http://127.0.0.1:${port}/webhook/7d1f3c2e-5a4b-4c6d-8e9f-0a1b2c3d4e5f/chat`,
    reset() {
      state.workflow = 'echo';
      state.timing = null;
      state.received.length = 0;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => server.close(done));
    },
  };
}
