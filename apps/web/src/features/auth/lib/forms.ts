import {
  CODE_LENGTH,
  CompleteInvitationRequest,
  CompletePasswordResetRequest,
  LoginRequest,
  PasswordResetRequest,
  RegisterRequest,
  ResendCodeRequest,
  VerifyCodeRequest,
} from '@app/contracts';
import { z } from 'zod';
import { formMessages } from '@/components/form/messages';
import { required, withConfirmation } from '@/components/form/rules';

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

/**
 * The code has the identity provider's length (`AccountSettings.codeLength`). Six digits read the
 * spec's "Please enter the 6-digit code"; for another length the screen's intro says how many, and
 * the field says "Please check this field" (the spec's text names six).
 */
export const verifyCodeForm = (codeLength: number = CODE_LENGTH) =>
  z.object({
    email: namedEmail,
    code:
      codeLength === CODE_LENGTH
        ? VerifyCodeRequest.shape.code.refine(
            (code) => code.length === CODE_LENGTH,
            formMessages.codeDigits,
          )
        : z
            .string()
            .trim()
            .min(1, formMessages.codeRequired)
            .regex(new RegExp(`^\\d{${codeLength}}$`), `Please enter the ${codeLength}-digit code`),
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
