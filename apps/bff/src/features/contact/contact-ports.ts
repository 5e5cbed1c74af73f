import type { InquiryType, Language } from '@app/contracts';
import type { z } from 'zod';

/**
 * What the contact form asks of another feature, given by the composition root (app.ts): the
 * admin area, where inquiries are followed up and become clients, keeps them.
 */
export interface InquiryInbox {
  /** Keeps an inquiry, new, and answers its id. */
  receive(inquiry: {
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    inquiryType: z.infer<typeof InquiryType>;
    message: string;
    locale: Language;
  }): Promise<{ id: string }>;
}
