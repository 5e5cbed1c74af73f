import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AccountType, FullNameField } from './auth.ts';
import { access, ErrorBody, Role, Text } from './common.ts';

const c = initContract();

export const AVATAR_MAX_BYTES = 256 * 1024;
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An uploaded picture as a data URL (PNG, JPEG or WebP, at most 256 KB once decoded). */
export const AvatarUpload = Text.max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64).regex(
  /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
  'The picture must be a PNG, JPEG or WebP image',
);

export const Profile = z.object({
  id: z.uuid(),
  email: z.email(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: Role,
  accountType: AccountType.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Profile = z.infer<typeof Profile>;

export const UpdateProfileRequest = z
  .object({
    fullName: FullNameField.optional(),
    /** A new picture, or null to remove the current one. */
    avatar: AvatarUpload.nullable().optional(),
  })
  .refine((body) => body.fullName !== undefined || body.avatar !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

const signedIn = { 401: ErrorBody };

export const profileContract = c.router({
  getProfile: {
    method: 'GET',
    metadata: access.profileOwner,
    path: '/profile',
    responses: { 200: Profile, ...signedIn },
    summary: 'The signed-in user’s profile',
  },
  updateProfile: {
    method: 'PATCH',
    metadata: access.profileOwner,
    path: '/profile',
    body: UpdateProfileRequest,
    responses: { 200: Profile, 400: ErrorBody, ...signedIn },
    summary: 'Update the full name and the picture of the signed-in user',
  },
});
