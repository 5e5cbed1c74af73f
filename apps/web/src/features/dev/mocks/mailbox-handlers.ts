import { apiContract, type DevMail } from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { mockPath } from '@/mocks/http';
import { storedState } from '@/mocks/stored-state';

/**
 * The mocked BFF's dev mailbox: every e-mail the mocks send (codes, links, invitations) lands
 * here, newest first, and /dev/mailbox reads it. Kept across reloads in the browser.
 */
export function createMockMailbox() {
  const storage = storedState<DevMail[]>('mock-bff-mailbox');
  let mails: DevMail[] = storage.load() ?? [];
  return {
    send(to: string, subject: string, text: string) {
      mails.unshift({ to, subject, text, sentAt: new Date().toISOString() });
      storage.save(mails);
    },
    reset() {
      mails = [];
      storage.save(mails);
    },
    handlers: [
      http.get(mockPath(apiContract.dev.listMailbox), ({ request }) => {
        const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
        const found = to ? mails.filter((mail) => mail.to.toLowerCase() === to) : mails;
        return HttpResponse.json(found.slice(0, 100));
      }),
    ],
  };
}
