import { apiContract } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import {
  contractServer as s,
  serveContract,
  type ContractRouting,
} from '../../plugins/contract-router.ts';
import type { Mailer } from '../../services/mail/mailer.ts';
import type { InquiryInbox } from './contact-ports.ts';

const inquiryLabels = { general: 'General inquiry', enterprise: 'Enterprise solutions' } as const;

export interface ContactModuleDeps {
  /** Where inquiries are kept and followed up (the admin area). */
  inquiries: InquiryInbox;
  /** The outbox: mail leaves off the request path. */
  mailer: Mailer;
  notifyTo: string;
  routing: ContractRouting;
}

/** The contact form: each inquiry stored, then the team notified. */
export function createContactModule(deps: ContactModuleDeps) {
  return async function contactModule(app: FastifyInstance) {
    const router = s.router(apiContract.contact, {
      sendInquiry: {
        hooks: {
          // Five inquiries per address per ten minutes: plenty for people, little for spam.
          onRequest: app.rateLimit({ max: 5, timeWindow: '10 minutes' }),
        },
        handler: async ({ body, request }) => {
          // The honeypot: a bot that fills the hidden field is thanked and forgotten.
          if (body.website) {
            request.log.info('contact inquiry dropped by the honeypot');
            return { status: 201, body: { status: 'received' as const } };
          }
          const inquiry = await deps.inquiries.receive({
            name: body.name,
            email: body.email,
            company: body.company ?? null,
            phone: body.phone ?? null,
            inquiryType: body.inquiryType,
            message: body.message,
            locale: body.locale,
          });
          // Off the request path: the inquiry is stored; a failed notification is logged by the outbox.
          await deps.mailer.send({
            to: deps.notifyTo,
            replyTo: body.email,
            subject: `[Contact] ${inquiryLabels[body.inquiryType]} from ${body.name}`,
            text: [
              `Name: ${body.name}`,
              `E-mail: ${body.email}`,
              `Company: ${body.company ?? '-'}`,
              `Phone: ${body.phone ?? '-'}`,
              `Type: ${inquiryLabels[body.inquiryType]}`,
              `Language: ${body.locale}`,
              `Inquiry: ${inquiry.id}`,
              '',
              body.message,
            ].join('\n'),
          });
          return { status: 201, body: { status: 'received' as const } };
        },
      },
    });
    await serveContract(app, apiContract.contact, router, deps.routing);
  };
}
