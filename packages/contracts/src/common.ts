import { z } from 'zod';

export const languages = ['en', 'fr'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Every error the BFF answers has this body: a human message and, for bad input, the issues. */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Role = z.enum(['Free', 'Pro', 'Admin']);
export type Role = z.infer<typeof Role>;

export const SessionUser = z.object({
  id: z.uuid(),
  email: z.email(),
  role: Role,
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  accountType: z.enum(['professional', 'enterprise']).nullable(),
});
export type SessionUser = z.infer<typeof SessionUser>;
