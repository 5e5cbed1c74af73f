import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { EmailField, FullNameField, AccountType } from './auth.ts';
import { RatingSummary, ToolComment, ToolIdParam } from './catalogue.ts';
import { ErrorBody, Language, Role, Text } from './common.ts';

const c = initContract();

/** The spec's texts for calls that need a signed-in user. */
export const authRequiredMessages = {
  profile: 'No user logged in',
  session: 'No active session',
} as const;

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

export const RateToolRequest = z.object({ rating: z.number().int().min(1).max(5) });
export const MyRating = z.object({ rating: z.number().int().min(1).max(5).nullable() });
export const RatingSaved = z.object({
  rating: z.number().int().min(1).max(5),
  summary: RatingSummary,
});

export const COMMENT_MAX_LENGTH = 2000;
export const CreateCommentRequest = z.object({
  content: Text.trim()
    .min(1, 'This field is required')
    .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters`),
});

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

const auth = { 401: ErrorBody };

export const accountContract = c.router({
  getProfile: {
    method: 'GET',
    path: '/profile',
    responses: { 200: Profile, ...auth },
    summary: 'The signed-in user’s profile',
  },
  updateProfile: {
    method: 'PATCH',
    path: '/profile',
    body: UpdateProfileRequest,
    responses: { 200: Profile, 400: ErrorBody, ...auth },
    summary: 'Update the full name and the picture of the signed-in user',
  },
  getMyRating: {
    method: 'GET',
    path: '/tools/:id/my-rating',
    pathParams: ToolIdParam,
    responses: { 200: MyRating, 400: ErrorBody, 404: ErrorBody, ...auth },
    summary: 'The signed-in user’s own rating of a tool, or null',
  },
  rateTool: {
    method: 'PUT',
    path: '/tools/:id/rating',
    pathParams: ToolIdParam,
    body: RateToolRequest,
    responses: { 200: RatingSaved, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, ...auth },
    summary: 'Rate a tool 1-5: updates the user’s rating, or inserts the first one',
  },
  createComment: {
    method: 'POST',
    path: '/tools/:id/comments',
    pathParams: ToolIdParam,
    body: CreateCommentRequest,
    responses: { 201: ToolComment, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, ...auth },
    summary: 'Post a comment (trimmed, 1-2000 characters) on a tool',
  },
  createInvitation: {
    method: 'POST',
    path: '/admin/invitations',
    body: CreateInvitationRequest,
    responses: { 201: Invitation, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, ...auth },
    summary: 'Admin only: invite someone by e-mail to create an account',
  },
});
