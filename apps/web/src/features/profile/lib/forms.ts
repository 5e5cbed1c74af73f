import { EmailChangeRequest, UpdateProfileRequest } from '@app/contracts';
import { z } from 'zod';

// The profile's forms, checked by the schemas of the calls they make.

/** The name, as the profile call takes it; required here (the call also takes a picture alone). */
export const profileDetailsForm = z.object({
  fullName: UpdateProfileRequest.shape.fullName.unwrap(),
});

/** The new address, with the rule of the call it goes to. */
export const emailChangeForm = EmailChangeRequest.pick({ newEmail: true });
