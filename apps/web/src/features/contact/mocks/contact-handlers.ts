import { apiContract, ContactInquiry } from '@app/contracts';
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import { invalid, mockPath } from '@/mocks/http';

/**
 * The mocked BFF's contact form: a valid inquiry is handed to `received` (the admin area's list),
 * unless the honeypot field was filled.
 */
export function createContactHandlers({
  received,
}: {
  received: (inquiry: z.output<typeof ContactInquiry>) => void;
}) {
  return [
    http.post(mockPath(apiContract.contact.sendInquiry), async ({ request }) => {
      const parsed = ContactInquiry.safeParse(await request.json());
      if (!parsed.success) return invalid();
      if (!parsed.data.website) received(parsed.data);
      return HttpResponse.json({ status: 'received' as const }, { status: 201 });
    }),
  ];
}
