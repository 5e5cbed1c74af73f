import { randomBytes } from 'node:crypto';
import { apiContract } from '@app/contracts';
import { expect } from 'vitest';
import { latestMail } from './accounts.ts';
import { expectContract } from './contract.ts';
import type { TestApp } from './test-app.ts';

type Browser = ReturnType<TestApp['http']>;
const { invitations } = apiContract;

/** The token of the invitation link last e-mailed to the address. */
export async function invitationToken(t: TestApp, email: string) {
  const mail = await latestMail(t, email);
  const token = /\/dashboard\/invitations\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, `an invitation link e-mailed to ${email}`).toBeDefined();
  return token!;
}

/** The person opens the invitation last e-mailed to them, as its link does, and accepts it. */
export async function acceptLatestInvitation(t: TestApp, invitee: Browser, email: string) {
  const token = await invitationToken(t, email);
  const opened = expectContract(
    invitations.openInvitation,
    200,
    await invitee.post('/api/invitations/open').send({ token }),
  );
  return expectContract(
    invitations.acceptInvitation,
    200,
    await invitee.post(`/api/invitations/${opened.id}/accept`),
  );
}

/** An invitation waiting for an answer for a day, made in the database (no e-mail, no link). */
export async function insertInvitation(
  t: TestApp,
  target: { brain_id: string } | { team_id: string },
  invitation: { email: string; role: 'viewer' | 'editor' | 'admin' | 'member'; invitedBy: string },
) {
  await t.database.db
    .insertInto('invitations')
    .values({
      ...target,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      token_hash: randomBytes(32).toString('hex'),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .execute();
}
