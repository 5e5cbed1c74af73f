import {
  apiContract,
  type AgentDetail,
  type AgentStreamEvent,
  type AnswerCitation,
} from '@app/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import { mockUser } from '@/mocks/demo-accounts';
import { resetMockBff } from '@/mocks/handlers';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import { TryAgent } from './try-agent';

const AGENT_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const CONVERSATION_ID = '1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const agent = {
  id: AGENT_ID,
  name: 'Helper',
  instructions: '',
  status: 'active',
} as AgentDetail;
const citation: AnswerCitation = {
  marker: 1,
  brainId: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  brainName: 'Manuals',
  sourceId: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  sourceName: 'oven.pdf',
  passage: [{ text: 'Preheat for ten minutes.', highlight: false }],
  page: 63,
  pageEnd: null,
  readByOcr: false,
};

/** A streamed answer the test writes piece by piece. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const requests: unknown[] = [];
  server.use(
    http.post(`*${apiContract.agents.streamAskAgent.path}`, async ({ request }) => {
      requests.push(await request.json());
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    requests,
    send: (event: AgentStreamEvent) =>
      controller.enqueue(
        encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      ),
    end: () => controller.close(),
  };
}

beforeEach(() => resetMockBff({ signedIn: mockUser.email }));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const show = () => renderPage(<TryAgent agent={agent} userId={mockUser.id} />);

describe('"Try it"', () => {
  it('shows the answer as it is written, never a half-written **, then its sources with their page', async () => {
    const user = userEvent.setup();
    const stream = controlledStream();
    show();
    await user.type(await screen.findByLabelText('Your question'), 'How long to preheat?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    stream.send({ type: 'delta', text: 'Preheat for **ten' });
    const answer = await screen.findByTestId('agent-answer');
    await within(answer).findByText(/Preheat for/);
    expect(answer.textContent).not.toContain('*');
    expect(answer.dataset.status).toBe('streaming');
    stream.send({ type: 'delta', text: ' minutes** [1]' });
    await within(answer).findByText('ten minutes');
    expect(within(answer).getByText('ten minutes').tagName).toBe('STRONG');
    stream.send({ type: 'citations', citations: [citation] });
    stream.send({
      type: 'done',
      conversationId: CONVERSATION_ID,
      status: 'answered',
      answer: 'Preheat for **ten minutes** [1]',
      usage: { promptTokens: 10, completionTokens: 5, measured: 'provider' },
    });
    stream.end();
    const link = await screen.findByRole('link', { name: 'Manuals — oven.pdf · p. 63' });
    expect(link.getAttribute('href')).toBe(
      `/api/brains/${citation.brainId}/sources/${citation.sourceId}/file#page=63`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(stream.requests[0]).toEqual({ question: 'How long to preheat?', locale: 'en' });
  });

  it('can be stopped while it writes, in French too', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    const stream = controlledStream();
    show();
    await user.type(await screen.findByLabelText('Votre question'), 'Combien de temps ?');
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    stream.send({ type: 'delta', text: 'Préchauffez ' });
    await screen.findByText(/Préchauffez/);
    await user.click(screen.getByRole('button', { name: 'Arrêter' }));
    expect(await screen.findByTestId('agent-stopped')).toHaveProperty(
      'textContent',
      'Arrêté : la suite de cette réponse n’a pas été écrite.',
    );
    expect(screen.getByRole('button', { name: 'Demander' })).toBeDefined();
  });

  it('shows a refusal in the reader’s language', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`*${apiContract.agents.streamAskAgent.path}`, () =>
        HttpResponse.json(
          { error: 'This agent is paused: resume it to ask it questions.', code: 'agent_paused' },
          { status: 409 },
        ),
      ),
    );
    show();
    await user.type(await screen.findByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByTestId('agent-refusal')).textContent).toBe(
      'This agent is paused: resume it to ask it questions.',
    );
  });
});
