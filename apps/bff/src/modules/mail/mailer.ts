import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Outgoing e-mail. Two adapters: SMTP (production) and the dev mailbox (embedded mode). */
export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Stores messages in the database, where developers and tests read them (GET /api/dev/mailbox). */
export function createDevMailbox(db: Kysely<DB>): Mailer & {
  list(to?: string): Promise<{ to: string; subject: string; text: string; sentAt: string }[]>;
} {
  return {
    kind: 'dev-mailbox',
    async send({ to, subject, text }) {
      await db.insertInto('dev_mail').values({ to, subject, text }).execute();
    },
    async list(to) {
      let query = db.selectFrom('dev_mail').select(['to', 'subject', 'text', 'sent_at']);
      if (to) query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()));
      const rows = await query.orderBy('sent_at', 'desc').limit(100).execute();
      return rows.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
    },
  };
}
