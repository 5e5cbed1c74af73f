import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * What the admin area answers for other features: the inquiries it follows up are kept here,
 * where they become clients, so the contact form hands each one over.
 */
export function inquiryInbox(db: Kysely<DB>) {
  return {
    /** Keeps a contact form's inquiry, new, and answers its id. */
    async receive(inquiry: {
      name: string;
      email: string;
      company: string | null;
      phone: string | null;
      inquiryType: 'general' | 'enterprise';
      message: string;
      locale: 'en' | 'fr';
    }) {
      return db
        .insertInto('inquiries')
        .values({
          name: inquiry.name,
          email: inquiry.email,
          company: inquiry.company,
          phone: inquiry.phone,
          inquiry_type: inquiry.inquiryType,
          message: inquiry.message,
          locale: inquiry.locale,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
