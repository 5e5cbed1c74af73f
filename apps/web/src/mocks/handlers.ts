import { apiContract, type Health } from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { mockMembers } from '@/features/admin/mocks/admin-fixtures';
import {
  addMockInquiry,
  createAdminHandlers,
  mockCommentShown,
  mockPublicTool,
  mockPublicTools,
  recordMockAudit,
  resetMockAdmin,
  takeMockInvitation,
} from '@/features/admin/mocks/admin-handlers';
import { createAgentsTeamsHandlers } from '@/features/agents/mocks/agents-teams-handlers';
import { createAnalyticsHandlers } from '@/features/analytics/mocks/analytics-handlers';
import { createAuthMock } from '@/features/auth/mocks/auth-handlers';
import {
  createBrainsHandlers,
  mockOwnedBrainStatuses,
  resetMockBrains,
} from '@/features/brains/mocks/brains-handlers';
import { mockToolDetail, mockTools } from '@/features/catalogue/mocks/catalogue-fixtures';
import { createCatalogueMock } from '@/features/catalogue/mocks/catalogue-handlers';
import { chatHandlers } from '@/features/chat/mocks/chat-handlers';
import {
  createConnectionsHandlers,
  resetMockConnections,
} from '@/features/connections/mocks/connections-handlers';
import { createContactHandlers } from '@/features/contact/mocks/contact-handlers';
import { createMockMailbox } from '@/features/dev/mocks/mailbox-handlers';
import { createMockInvitations } from '@/features/invitations/mocks/invitations-handlers';
import { createProfileHandlers } from '@/features/profile/mocks/profile-handlers';
import { mockPath } from './http';

/**
 * The mocked BFF (`pnpm dev:mock` and the component tests): each feature's mock lives beside the
 * feature (`features/<name>/mocks/`), and this file only puts them together, handing each what
 * it needs of the others, as the BFF's app.ts hands features their ports. Everyone signs in with
 * the README's demo accounts (demo-accounts.ts).
 */

const mailbox = createMockMailbox();
const accounts = createAuthMock({
  mail: mailbox.send,
  audit: (actor, action, details) => recordMockAudit(actor, action, undefined, details),
  invitedRole: takeMockInvitation,
  members: (now) =>
    mockMembers.map((member) => {
      const createdAt = now - member.daysAgo * 86_400_000;
      return {
        user: member.user,
        createdAt: new Date(createdAt).toISOString(),
        disabledAt: member.disabled ? new Date(createdAt + 86_400_000).toISOString() : null,
      };
    }),
});
const signedInUser = accounts.currentUser;

const catalogue = createCatalogueMock({
  signedInUser,
  changes: { tools: mockPublicTools, tool: mockPublicTool, commentShown: mockCommentShown },
});

/** Invitations to brains and teams; their e-mails land in the mock's mailbox. */
export const mockInvitations = createMockInvitations({
  signedInUser,
  people: accounts.people,
  sent: ({ email, token, kind }) =>
    mailbox.send(
      email,
      kind === 'brain'
        ? 'You are invited to a brain on Agentia'
        : 'You are invited to a team on Agentia',
      `Open the invitation to accept or decline it:\n${globalThis.location?.origin ?? 'http://localhost'}/dashboard/invitations?token=${token}`,
    ),
});

/**
 * Back to the fixtures: nobody signed in (or `signedIn`), no mail, no rating, no comment, the
 * seeded brains, connections and admin data.
 */
export function resetMockBff({ signedIn = null }: { signedIn?: string | null } = {}) {
  const now = Date.now();
  accounts.reset(signedIn);
  mailbox.reset();
  catalogue.reset();
  resetMockBrains(now);
  resetMockConnections(now);
  mockInvitations.reset();
  resetMockAdmin(now);
}

export const handlers = [
  http.get(mockPath(apiContract.health.getHealth), () => {
    const body: Health = { status: 'ok', version: 'mock', uptimeSeconds: 1, database: 'ok' };
    return HttpResponse.json(body);
  }),
  ...accounts.handlers,
  ...createProfileHandlers({ currentAccount: accounts.currentAccount, changed: accounts.save }),
  ...catalogue.handlers,
  ...createContactHandlers({ received: (inquiry) => addMockInquiry(inquiry) }),
  ...chatHandlers,
  ...mailbox.handlers,
  ...createConnectionsHandlers({ signedInEmail: accounts.signedInEmail }),
  // Brains, agents and teams name the same people, and are shared and joined by invitations the
  // person accepts.
  ...createBrainsHandlers({ signedInUser, people: accounts.people, invitations: mockInvitations }),
  ...createAgentsTeamsHandlers({
    signedInUser,
    people: accounts.people,
    invitations: mockInvitations,
  }),
  ...mockInvitations.handlers,
  ...createAnalyticsHandlers({ signedInUser, brainStatuses: mockOwnedBrainStatuses }),
  // The admin area, over the same accounts, mail and comments.
  ...createAdminHandlers({
    signedInUser,
    catalogue: { tools: mockTools, tool: mockToolDetail },
    accounts: accounts.accounts,
    accountsChanged: accounts.save,
    endSessionsOf: accounts.signOut,
    invite: (origin, email) =>
      mailbox.send(
        email,
        'You are invited to Agentia',
        `You have been invited to join Agentia. Create your account within 7 days with this link:\n${accounts.inviteLink(origin, email)}`,
      ),
    comments: catalogue.allComments,
    counts: () => ({
      ratings: catalogue.ratingCount(),
      brains: accounts
        .accounts()
        .reduce((sum, account) => sum + mockOwnedBrainStatuses(account.user.id).length, 0),
    }),
  }),
];
