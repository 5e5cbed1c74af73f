import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { access, ErrorBody, Language, Text } from './common.ts';

const c = initContract();

export const inquiryTypes = ['general', 'enterprise'] as const;
export const InquiryType = z.enum(inquiryTypes);

const optionalText = (max: number) =>
  Text.trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const ContactInquiry = z.object({
  name: Text.trim().min(1, 'This field is required').max(120),
  email: Text.trim().pipe(z.email('Please enter a valid email')).pipe(z.string().max(254)),
  company: optionalText(160),
  phone: optionalText(40).pipe(
    z
      .string()
      .regex(/^[+()0-9 .-]{5,40}$/, 'Please enter a valid phone number')
      .optional(),
  ),
  inquiryType: InquiryType,
  message: Text.trim().min(1, 'This field is required').max(5000),
  locale: Language.default('en'),
  /** Left empty by people; bots fill it in. */
  website: Text.max(500).optional(),
});
export type ContactInquiry = z.input<typeof ContactInquiry>;

export const InquiryReceived = z.object({ status: z.literal('received') });

export const contactContract = c.router({
  sendInquiry: {
    method: 'POST',
    metadata: access.public,
    path: '/contact',
    body: ContactInquiry,
    responses: { 201: InquiryReceived, 400: ErrorBody, 429: ErrorBody },
    summary: 'Store a contact-form inquiry and notify the team by e-mail',
  },
});

export const DevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime({ offset: true }),
});
export type DevMail = z.infer<typeof DevMail>;

export const devContract = c.router({
  listMailbox: {
    method: 'GET',
    metadata: access.public,
    path: '/dev/mailbox',
    query: z.object({ to: Text.trim().max(254).optional() }),
    responses: { 200: z.array(DevMail), 400: ErrorBody },
    summary: 'Development only: e-mails the BFF sent, newest first (absent in production)',
  },
});
