import { demoAccounts } from '@app/content/demo-accounts';
import type { SessionUser } from '@app/contracts';

/**
 * The people of the mocked BFF (`pnpm dev:mock` and the component tests): the README's demo
 * accounts, with the same e-mails, passwords, names and roles as the BFF's (one list,
 * `@app/content/demo-accounts`), and two that show states the demo accounts cannot:
 * - degraded@agentia.example: signs in with the "auth server unavailable" warning;
 * - unconfirmed@agentia.example: never entered the code (sign-in answers 403).
 * Those two, and the admin area's made-up members, sign in with MOCK_OTHER_PASSWORD. Every
 * account verifies with MOCK_CODE; e-mails and links land in /dev/mailbox. Any address containing
 * `+ratelimited` gets 429 on every account call.
 */
export const MOCK_CODE = '123456';
export const MOCK_OTHER_PASSWORD = 'Other-demo-2026';
export const MOCK_ACCOUNT_CREATED_AT = '2025-01-15T09:00:00.000Z';

/** The ids the mock gives the demo accounts (the BFF makes its own), so its seeds can name them. */
export const mockAccountIds = {
  pro: '0b8f6c1e-3a2d-4f5b-9c7e-1d2a3b4c5d01',
  admin: '0b8f6c1e-3a2d-4f5b-9c7e-1d2a3b4c5d02',
  free: '0b8f6c1e-3a2d-4f5b-9c7e-1d2a3b4c5d03',
  degraded: '0b8f6c1e-3a2d-4f5b-9c7e-1d2a3b4c5d05',
  unconfirmed: '0b8f6c1e-3a2d-4f5b-9c7e-1d2a3b4c5d04',
};

const demoUser = (role: 'Admin' | 'Pro' | 'Free', id: string, avatarUrl: string | null = null) => {
  const { email, fullName, accountType } = demoAccounts.find((account) => account.role === role)!;
  return { id, email, role, fullName, avatarUrl, accountType } satisfies SessionUser;
};

/** The Pro demo account: the one the tests sign in as. */
export const mockUser: SessionUser = demoUser(
  'Pro',
  mockAccountIds.pro,
  '/images/avatars/avatar-1.svg',
);
export const mockAdmin: SessionUser = demoUser('Admin', mockAccountIds.admin);
export const mockFree: SessionUser = demoUser('Free', mockAccountIds.free);
export const mockDegraded: SessionUser = {
  id: mockAccountIds.degraded,
  email: 'degraded@agentia.example',
  role: 'Free',
  fullName: 'Dana Degraded',
  avatarUrl: null,
  accountType: null,
};
export const mockUnconfirmed: SessionUser = {
  id: mockAccountIds.unconfirmed,
  email: 'unconfirmed@agentia.example',
  role: 'Free',
  fullName: 'Uma Unconfirmed',
  avatarUrl: null,
  accountType: 'professional',
};

/** The confirmed accounts the mock starts with, besides the admin area's members. */
export const mockAccounts: SessionUser[] = [mockUser, mockAdmin, mockFree, mockDegraded];

/** The password an account of the mock starts with: a demo account's own, else the other one. */
export const mockPasswordOf = (email: string): string =>
  demoAccounts.find((account) => account.email === email)?.password ?? MOCK_OTHER_PASSWORD;
