import { apiContract } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
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
