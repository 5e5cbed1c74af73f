import type { Profile, Session } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { withSavedProfile } from './update-profile';

const user = {
  id: '6f1c2a34-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  role: 'Pro',
  fullName: 'Ada',
  avatarUrl: null,
  accountType: 'professional',
} as const satisfies Session['user'];

const saved: Profile = {
  ...user,
  fullName: 'Ada Lovelace',
  avatarUrl: `/api/avatars/${user.id}?v=abc`,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('after saving the profile', () => {
  it('shows the new name and picture in the session, keeping its warning', () => {
    const session: Session = { user, warning: 'agent_auth_unavailable' };
    expect(withSavedProfile(session, saved)).toEqual({
      user: { ...user, fullName: 'Ada Lovelace', avatarUrl: saved.avatarUrl },
      warning: 'agent_auth_unavailable',
    });
  });

  it('leaves a signed-out or other session alone', () => {
    const signedOut: Session = { user: null, warning: null };
    expect(withSavedProfile(signedOut, saved)).toBe(signedOut);
    const other: Session = {
      user: { ...user, id: '6f1c2a34-0000-4000-8000-000000000009' },
      warning: null,
    };
    expect(withSavedProfile(other, saved)).toBe(other);
    expect(withSavedProfile(undefined, saved)).toBeUndefined();
  });
});
