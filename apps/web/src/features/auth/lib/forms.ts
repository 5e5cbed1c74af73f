import {
  CompleteInvitationRequest,
  CompletePasswordResetRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendCodeRequest,
  VerifyCodeRequest,
} from '@app/contracts';
import { z } from 'zod';
import { formMessages, required, withConfirmation } from '@/components/form/messages';

// The account forms, checked by the schemas of the calls they make: each rule is the contract's.
// Two presentation rules are added here: a new password left blank reads "This field is
// required" (not its length rule), and the verify and reset screens say the e-mail is missing.

const newPassword = required(CompletePasswordResetRequest.shape.password);
const namedEmail = required(ResendCodeRequest.shape.email, formMessages.emailRequired);

export const signInForm = LoginRequest;

export const registrationForm = withConfirmation(
  { ...RegisterRequest.omit({ locale: true }).shape, password: newPassword },
  formMessages.passwordsMatch,
);

export const verifyCodeForm = z.object({
  email: namedEmail,
  code: VerifyCodeRequest.shape.code,
});

export const resetRequestForm = z.object({
  email: required(PasswordResetRequest.shape.email, formMessages.emailRequired),
});

export const newPasswordForm = withConfirmation(
  { password: newPassword },
  formMessages.passwordsDoNotMatch,
);

export const invitationForm = withConfirmation(
  { fullName: CompleteInvitationRequest.shape.fullName, password: newPassword },
  formMessages.passwordsDoNotMatch,
);
