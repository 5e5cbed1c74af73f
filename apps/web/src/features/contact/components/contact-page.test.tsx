import { apiContract } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/render';
import { server } from '@/testing/server';
import ContactPage from './contact-page';

describe('the contact form over its limit', () => {
  it('says when to try again, from Retry-After, as people say it', async () => {
    server.use(
      http.post(`*${apiContract.contact.sendInquiry.path}`, () =>
        HttpResponse.json(
          { error: 'Too many requests. Please try again in 54 minutes.', code: 'rate_limited' },
          { status: 429, headers: { 'retry-after': '3204' } },
        ),
      ),
    );
    renderPage(<ContactPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'ada@example.org');
    await user.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'We would like to automate our support.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent several messages in a short time. Please try again in 54 minutes.',
    );
  });
});
