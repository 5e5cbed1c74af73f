import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailField } from './auth.ts';
import { access, ErrorBody, Language, Role } from './common.ts';

const c = initContract();

export const CreateInvitationRequest = z.object({
  email: EmailField,
  role: Role.default('Free'),
  locale: Language.default('en'),
});
export const Invitation = z.object({
  email: z.email(),
  role: Role,
  expiresAt: z.iso.datetime({ offset: true }),
});

/** The admin area: every route is for the Admin role only (401 signed out, 403 otherwise). */
export const adminContract = c.router({
  createInvitation: {
    method: 'POST',
    metadata: access.admin,
    path: '/admin/invitations',
    body: CreateInvitationRequest,
    responses: { 201: Invitation, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
    summary: 'Admin only: invite someone by e-mail to create an account',
  },
});
