import { apiContract, type ChatHistory } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_HISTORY_KEY, CHAT_SESSION_KEY } from '../chat-store';
import i18n from '@/lib/i18n';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import ChatPanel from './chat-panel';

const { chat } = apiContract;

async function send(message: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox'), message);
  await user.keyboard('{Enter}');
}

describe('the chat’s rate limit', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'You can send again in 54 minutes.'],
    ['fr', 'Vous pourrez écrire de nouveau dans 54 minutes.'],
  ])('says when the visitor may send again as people say it (%s)', async (language, text) => {
    await i18n.changeLanguage(language);
    server.use(
      http.post(`*${chat.streamMessage.path}`, () =>
        HttpResponse.json(
          { error: 'Too many messages. Please wait a moment.', code: 'rate_limited' },
          { status: 429, headers: { 'retry-after': '3204' } },
        ),
      ),
    );
    renderPage(<ChatPanel onClose={() => {}} />);
    await send('Hello');
    expect((await screen.findByTestId('chat-retry-in')).textContent).toBe(text);
  });
});

describe('a conversation the engine remembers', () => {
  const SESSION = 'remembered-session-1';
  const answer = (history: ChatHistory) =>
    server.use(http.post(`*${chat.history.path}`, () => HttpResponse.json(history)));
  const shown = () =>
    screen
      .getAllByTestId(/^chat-(user|bot)$/)
      .slice(1)
      .map((item) => [
        item.querySelector('time')?.getAttribute('datetime') ?? null,
        item.querySelector('[data-testid="chat-earlier"]')?.textContent ?? null,
      ]);

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Earlier'],
    ['fr', 'Plus tôt'],
  ])(
    'shows the engine’s times, and none it would have to invent (%s)',
    async (language, earlier) => {
      await i18n.changeLanguage(language);
      localStorage.setItem(CHAT_SESSION_KEY, SESSION);
      // This browser saw the first question written; the rest it never saw.
      localStorage.setItem(
        CHAT_HISTORY_KEY,
        JSON.stringify({
          sessionId: SESSION,
          messages: [
            {
              id: 'local-1',
              type: 'user',
              content: 'What does the Pro plan include?',
              timestamp: '2026-03-10T09:00:00.000Z',
            },
          ],
        }),
      );
      answer({
        source: 'engine',
        messages: [
          { type: 'user', content: 'What does the Pro plan include?', at: null },
          { type: 'bot', content: 'Unlimited brains.', at: null },
          { type: 'user', content: 'And Enterprise?', at: '2026-03-10T09:05:00.000Z' },
        ],
      });
      renderPage(<ChatPanel onClose={() => {}} />);
      await screen.findByText('Unlimited brains.');
      expect(shown()).toEqual([
        ['2026-03-10T09:00:00.000Z', null],
        [null, earlier],
        ['2026-03-10T09:05:00.000Z', null],
      ]);
    },
  );
});
