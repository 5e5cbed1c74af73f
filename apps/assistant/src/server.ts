import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ChatWebhookRequest } from '@app/contracts';
import { createAssistant } from './assistant.ts';

export { createAssistant, type Assistant } from './assistant.ts';

export const WEBHOOK_PATH = '/webhook/support/chat';
const MAX_BODY = 64 * 1024;

async function readJson(request: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The local support assistant, speaking the n8n chat-trigger protocol:
 * POST {chatInput, sessionId, action: "sendMessage"} -> {output}.
 */
export function createAssistantServer() {
  const assistant = createAssistant();
  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      // Whatever failed, the caller gets an answer (the BFF reads a 500 as "no output").
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/health') return send(200, { status: 'ok' });
    if (request.method !== 'POST' || request.url !== WEBHOOK_PATH)
      return send(404, { error: 'Not found' });
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return send(400, { error: 'Invalid JSON' });
    }
    const parsed = ChatWebhookRequest.safeParse(body);
    if (!parsed.success) return send(400, { error: 'Invalid chat request' });
    const { chatInput, sessionId, metadata } = parsed.data;
    const result = assistant.answer(chatInput, sessionId, metadata?.locale ?? 'en');
    return send(200, { output: result.output });
  }

  return {
    assistant,
    server,
    async listen(port = 0, host = '127.0.0.1'): Promise<string> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const address = server.address() as { port: number };
      return `http://${host}:${address.port}${WEBHOOK_PATH}`;
    },
    close(): Promise<void> {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
