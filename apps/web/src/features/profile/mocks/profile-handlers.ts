import { apiContract, UpdateProfileRequest, type Profile, type SessionUser } from '@app/contracts';
import { http, HttpResponse } from 'msw';
import { fail, invalid, mockPath, parseBody } from '@/mocks/http';

const { profile } = apiContract;
const noUser = () => fail(401, 'No user logged in', 'unauthenticated');

/** The signed-in person's account, as the accounts' mock keeps it (changed in place). */
interface ProfileAccount {
  user: SessionUser;
  createdAt: string;
}

/** The mocked BFF's profile: read it, change the name and the picture. */
export function createProfileHandlers({
  currentAccount,
  changed,
}: {
  currentAccount: () => ProfileAccount | undefined;
  /** After the account changed: store it. */
  changed: () => void;
}) {
  const profileOf = (account: ProfileAccount): Profile => ({
    ...account.user,
    createdAt: account.createdAt,
  });
  return [
    http.get(mockPath(profile.getProfile), () => {
      const current = currentAccount();
      return current ? HttpResponse.json(profileOf(current)) : noUser();
    }),

    http.patch(mockPath(profile.updateProfile), async ({ request }) => {
      const current = currentAccount();
      if (!current) return noUser();
      const body = await parseBody(request, UpdateProfileRequest);
      if (!body) return invalid();
      current.user = {
        ...current.user,
        ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
        ...(body.avatar !== undefined ? { avatarUrl: body.avatar } : {}),
      };
      changed();
      return HttpResponse.json(profileOf(current));
    }),
  ];
}
