import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CreateChatCompletionRequest,
  CreateChatCompletionStreamResponse,
  ErrorResponse,
} from './openai-schema.ts';

/**
 * A local stand-in for an OpenAI-compatible provider (`POST /v1/chat/completions`, streaming),
 * for the tests, the e2e run and the benchmark. Every request it gets and every chunk it sends
 * is checked against the OpenAI API's published schema (openai-schema.ts); a request that does
 * not pass is answered 400 and recorded in `invalid`, so a test sees it.
 *
 * What it answers is decided by the question (the last user message):
 * - `[busy]` → 429, `[refuse]` → 401, `[down]` → 503, `[hang]` → nothing until the client leaves,
 *   `[broken]` → one chunk, then a line that is not JSON, `[empty]` → a stream without text,
 *   `[slow]` → each word 400 ms apart;
 * - otherwise it quotes the first sentence of passage [1] of the system message, names its
 *   heading and cites it ("According to Brain · source: … [1]"), prefixed "Following up: " when
 *   earlier turns came with the question; word by word.
 */
export interface StandInOptions {
  port?: number;
  /** Pause between two chunks, in ms (0: as fast as it can). */
  delayMs?: number;
  /**
   * At least this many words in the default answer: the quoted sentence is said again until it
   * is that long (a paragraph's answer, as a model writes one, for the benchmark). Default: once.
   */
  answerWords?: number;
}

export interface StandInProvider {
  /** The base URL to give as `OPENAI_BASE_URL` (ends in /v1). */
  baseUrl: string;
  /** Every valid request, in order, with its Authorization header. */
  requests: { body: CreateChatCompletionRequest; authorization: string | undefined }[];
  /** Every request that did not match the published schema, with zod's message. */
  invalid: string[];
  /** How many streams the client closed before their end. */
  abandoned: number;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The default answer: passage [1]'s first sentence, quoted with its heading and cited. */
export function standInAnswer(body: CreateChatCompletionRequest): string {
  const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
  const passage = /^\[1\] (.+)\n(.+)$/m.exec(system);
  const followUp = body.messages.length > 2 ? 'Following up: ' : '';
  if (!passage) return `${followUp}I have no passage to answer from.`;
  const sentence = /^.*?[.!?](?=\s|$)/.exec(passage[2]!)?.[0] ?? passage[2]!;
  return `${followUp}According to ${passage[1]!}: ${sentence} [1]`;
}

/** The answer, its body said again (its citation kept at the end) until it has `words` words. */
export function lengthened(answer: string, words: number): string {
  const body = answer.replace(/\s*\[1\]$/, '');
  const cited = body !== answer;
  let text = body;
  while (text.split(/\s+/).length < words) text += ` ${body}`;
  return cited ? `${text} [1]` : text;
}

function sendError(res: ServerResponse, status: number, message: string, type: string) {
  const body = ErrorResponse.parse({ error: { message, type, param: null, code: null } });
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startStandInProvider(options: StandInOptions = {}): Promise<StandInProvider> {
  const state = {
    requests: [] as StandInProvider['requests'],
    invalid: [] as string[],
    abandoned: 0,
  };
  let created = 0;

  async function stream(
    res: ServerResponse,
    body: CreateChatCompletionRequest,
    question: string,
    gone: () => boolean,
  ) {
    const id = `chatcmpl-standin-${(created += 1)}`;
    const chunk = (fields: Partial<CreateChatCompletionStreamResponse>) => {
      const value = CreateChatCompletionStreamResponse.parse({
        id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [],
        ...fields,
      });
      res.write(`data: ${JSON.stringify(value)}\n\n`);
    };
    const delta = (content: string, finish: 'stop' | null = null) =>
      chunk({ choices: [{ index: 0, delta: { content }, finish_reason: finish }] });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    chunk({
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    if (question.includes('[broken]')) {
      delta('The answer begins');
      res.end('data: {"id": "chatcmpl-broken", "choices": [\n\n');
      return;
    }
    const text = question.includes('[empty]')
      ? ''
      : lengthened(standInAnswer(body), options.answerWords ?? 0);
    const words = text.match(/\S+\s*/g) ?? [];
    const pause = question.includes('[slow]') ? 400 : (options.delayMs ?? 0);
    for (const word of words) {
      if (gone()) return;
      if (pause > 0) await wait(pause);
      delta(word);
    }
    delta('', 'stop');
    if (body.stream_options?.include_usage) {
      const prompt = Math.ceil(JSON.stringify(body.messages).length / 4);
      const completion = words.length;
      chunk({
        usage: {
          prompt_tokens: prompt,
          completion_tokens: completion,
          total_tokens: prompt + completion,
        },
      });
    }
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') return res.writeHead(200).end('ok');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return sendError(res, 404, 'Not found', 'invalid_request_error');
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const parsed = CreateChatCompletionRequest.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      state.invalid.push(parsed.error.message);
      return sendError(res, 400, parsed.error.message, 'invalid_request_error');
    }
    const body = parsed.data;
    state.requests.push({ body, authorization: req.headers.authorization });
    const question = body.messages.at(-1)?.content ?? '';
    if (question.includes('[busy]'))
      return sendError(res, 429, 'Rate limit reached', 'rate_limit_exceeded');
    if (question.includes('[refuse]'))
      return sendError(res, 401, 'Incorrect API key provided', 'invalid_request_error');
    if (question.includes('[down]')) return sendError(res, 503, 'Overloaded', 'server_error');
    let finished = false;
    res.on('close', () => {
      if (!finished) state.abandoned += 1;
    });
    if (question.includes('[hang]')) return;
    if (!body.stream) return sendError(res, 400, 'Only streaming here', 'invalid_request_error');
    await stream(res, body, question, () => res.destroyed);
    finished = true;
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    get invalid() {
      return state.invalid;
    },
    get abandoned() {
      return state.abandoned;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
