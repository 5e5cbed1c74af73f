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

export interface Outbox extends Mailer {
  /** Resolves once every message handed over so far is delivered or given up on. */
  drain(): Promise<void>;
}

type Log = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/**
 * Mail off the request path: `send` hands the message over and returns at once, so a request
 * takes as long whether or not it sends mail (nobody learns from a reply's timing whether an
 * address has an account), and a slow SMTP server slows no page. A failed delivery is retried
 * twice, then logged; the message is never in a reply.
 */
export function createOutbox(
  mailer: Mailer,
  log: Log,
  { retryDelaysMs = [1_000, 5_000] }: { retryDelaysMs?: number[] } = {},
): Outbox {
  const pending = new Set<Promise<void>>();
  async function deliver(message: MailMessage) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await mailer.send(message);
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          log.error({ err: error, to: message.to, subject: message.subject }, 'mail not delivered');
          return;
        }
        log.warn({ err: error, attempt: attempt + 1 }, 'mail delivery failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
  return {
    kind: mailer.kind,
    async send(message) {
      const delivery = deliver(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
