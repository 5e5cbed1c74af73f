import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { CodeDelivery, SignUpInput } from '../identity.ts';
import type { WaitingCodes } from '../waiting-codes.ts';
import {
  MAX_REGISTRATIONS,
  REGISTRATIONS_TTL_SECONDS,
  sha256,
  lower,
  Registrations,
  failure,
  refused,
  gotrueCode,
  outcome,
  overEmailCap,
  nothingToSend,
} from './gotrue-answers.ts';
import type { GoTrueClient } from './gotrue-client.ts';
import type { GrantStore } from './grants.ts';

/**
 * Registrations waiting for their code (ADR 047), and sign-ups GoTrue's hourly cap held back
 * (ADR 046).
 */
export function createRegistrations(
  { userClient, admin, findUserByEmail }: GoTrueClient,
  {
    grants,
    waiting,
    secret,
    otpExpirySeconds,
    publicOrigin,
  }: {
    grants: GrantStore;
    waiting: WaitingCodes;
    /** Keys the passwords kept sealed until the code is used. */
    secret: string;
    otpExpirySeconds: number;
    publicOrigin: string;
  },
) {
  const sealKey = Buffer.from(hkdfSync('sha256', secret, '', 'supabase registration password', 32));
  const registrationsKey = (email: string) => `supabase:registrations:${sha256(lower(email))}`;
  const seal = (password: string) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  };
  const unseal = (sealed: string) => {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  };
  async function heldRegistrations(email: string): Promise<Registrations | null> {
    const held = Registrations.safeParse(await grants.peek(registrationsKey(email)));
    return held.success ? held.data : null;
  }
  const putRegistrations = (email: string, held: Registrations) =>
    grants.put(registrationsKey(email), held, REGISTRATIONS_TTL_SECONDS);

  /**
   * Keeps this registration beside those still waiting for the address's code; one whose code
   * expired starts afresh. The first and the latest ones are kept, whoever keeps trying.
   */
  async function keepRegistration(
    input: SignUpInput,
    userId: string,
    held: Registrations | null,
    liveUntil: number,
    holder = false,
  ) {
    const mine = {
      browserHash: input.browser ? sha256(input.browser) : null,
      sealed: seal(input.password),
      fullName: input.fullName,
      accountType: input.accountType,
      holder,
    };
    const waitingOnes =
      held && held.userId === userId && held.liveUntil > Date.now() ? held.list : [];
    // Only a registration that starts the list can have made the account with its password.
    const list = [...waitingOnes, { ...mine, holder: holder && waitingOnes.length === 0 }];
    await putRegistrations(input.email, {
      userId,
      liveUntil: Math.max(liveUntil, held?.liveUntil ?? 0),
      list:
        list.length > MAX_REGISTRATIONS
          ? [list[0]!, ...list.slice(-(MAX_REGISTRATIONS - 1))]
          : list,
    });
  }

  /** A fresh code went out for the address: its registrations wait for that one now. */
  async function codeSent(email: string) {
    await waiting.remove(email);
    const held = await heldRegistrations(email);
    if (held)
      await putRegistrations(email, { ...held, liveUntil: Date.now() + otpExpirySeconds * 1000 });
  }

  /**
   * After the code (or link) proved the mailbox: sets the password chosen in this browser, or the
   * only one there was; with several and none from this browser, a random one, which nobody knows
   * (the owner sets theirs with "forgot password"). The service role sets it, which ends every
   * session of the account, the verification's too. Answers the password set, or null when no
   * registration is known (GoTrue's own password stands).
   */
  async function settleRegistration(
    email: string,
    userId: string,
    browser: string | undefined,
  ): Promise<string | null> {
    const held = await heldRegistrations(email);
    if (!held || held.userId !== userId || held.list.length === 0) return null;
    const mine = browser
      ? held.list.find((registration) => registration.browserHash === sha256(browser))
      : undefined;
    const chosen = mine ?? (held.list.length === 1 ? held.list[0] : undefined);
    await grants.take(registrationsKey(email));
    // GoTrue already holds the chosen password: the verification's session is the sign-in.
    if (chosen?.holder) return null;
    const password = chosen ? unseal(chosen.sealed) : randomBytes(32).toString('base64url');
    const { error } = await admin().updateUserById(userId, {
      password,
      ...(chosen && {
        user_metadata: { full_name: chosen.fullName, account_type: chosen.accountType },
      }),
    });
    if (error) throw failure('sign-up confirmation', error);
    return password;
  }

  /**
   * GoTrue's hourly cap refused the sign-up's e-mail and rolled the sign-up back. The service role
   * makes the account, unconfirmed and with no e-mail (the cap does not count it), and its code
   * waits for the next window (ADR 046).
   */
  async function deferSignUp(
    input: SignUpInput,
    held: Registrations | null,
  ): Promise<CodeDelivery> {
    const { data, error } = await admin().createUser({
      email: input.email,
      password: input.password,
      email_confirm: false,
      user_metadata: {
        full_name: input.fullName,
        role: input.role,
        account_type: input.accountType,
      },
    });
    let userId = data.user?.id;
    const made = !error;
    if (error) {
      if (!refused(error) || gotrueCode(error) !== 'email_exists')
        throw outcome('sign-up', error, { weak_password: 'weak_password' });
      // An earlier registration made the account, still unconfirmed: the code will confirm it.
      userId = held?.userId ?? (await findUserByEmail(input.email))?.id;
      if (!userId) throw failure('sign-up', `${input.email} exists but cannot be found`);
    }
    const sendAt = await waiting.add(input.email);
    await keepRegistration(input, userId!, held, sendAt.getTime() + otpExpirySeconds * 1000, made);
    return { status: 'code_scheduled', sendAt };
  }

  /** `/resend` for a sign-up: sent (or nothing to send), or refused by the hourly cap. */
  async function resendCode(email: string): Promise<'sent' | 'capped'> {
    const { auth } = userClient();
    const { error } = await auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${publicOrigin}/confirm` },
    });
    if (!error || nothingToSend(error)) return 'sent';
    if (overEmailCap(error)) return 'capped';
    throw outcome('code resend', error);
  }
  return {
    heldRegistrations,
    keepRegistration,
    codeSent,
    settleRegistration,
    deferSignUp,
    resendCode,
  };
}
