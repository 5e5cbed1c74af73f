import {
  apiContract,
  ChatRequest,
  type ChatHistory,
  type ChatReply,
  type ChatStreamEvent,
} from '@app/contracts';
import { delay, http, HttpResponse } from 'msw';
import { invalid, mockPath } from '@/mocks/http';

const { chat } = apiContract;

function mockChatReply({ message, locale }: { message: string; locale: 'en' | 'fr' }): ChatReply {
  return {
    status: 'ok',
    reply:
      locale === 'fr'
        ? `Réponse de **démonstration** (BFF simulé) à : « ${message} ». Voir la [FAQ](/faq).`
        : `**Demo** answer (mocked BFF) to: "${message}". See the [FAQ](/faq).`,
  };
}

/** The mocked BFF's support chat: a demo answer, in one body or streamed a word at a time. */
export const chatHandlers = [
  http.post(mockPath(chat.sendMessage), async ({ request }) => {
    const parsed = ChatRequest.safeParse(await request.json());
    if (!parsed.success) return invalid();
    return HttpResponse.json(mockChatReply(parsed.data));
  }),
  // The reply streamed a word at a time, as the BFF relays n8n's streaming mode.
  http.post(mockPath(chat.streamMessage), async ({ request }) => {
    const parsed = ChatRequest.safeParse(await request.json());
    if (!parsed.success) return invalid();
    const reply = mockChatReply(parsed.data);
    const encoder = new TextEncoder();
    const event = (data: ChatStreamEvent) =>
      encoder.encode(`event: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const word of reply.reply.split(/(?<= )/)) {
          controller.enqueue(event({ type: 'delta', text: word }));
          await delay(30);
        }
        controller.enqueue(event({ type: 'done', ...reply }));
        controller.close();
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
  }),
  // The mocked assistant keeps no memory: the browser's copy is the history.
  http.post(mockPath(chat.history), () => {
    const body: ChatHistory = { source: 'none', messages: [] };
    return HttpResponse.json(body);
  }),
];
