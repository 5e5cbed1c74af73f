import { INVITATION_LIFETIME_DAYS, type InvitationRole, type Language } from '@app/contracts';
import type { MailMessage } from '../../services/mail/mailer.ts';

/**
 * The e-mail of an invitation to a brain or a team, in the inviter's language. Plain text. Only
 * the person invited reads it, so it may say whether the address has an account: with one, the
 * link opens the invitation (after signing in); without one, the person first creates the
 * account, and the invitation waits for them in the product.
 */
export interface InvitationMailInput {
  locale: Language;
  to: string;
  kind: 'brain' | 'team';
  targetName: string;
  role: InvitationRole;
  /** The inviter's name, or their address when they have none. */
  inviter: string;
  hasAccount: boolean;
  /** The invitation's page, with its token. */
  link: string;
  /** Where an account is made. */
  registerLink: string;
}

const roles: Record<Language, Record<InvitationRole, string>> = {
  en: {
    viewer: 'as a viewer (you will search it)',
    editor: 'as an editor (you will search it and add sources)',
    admin: 'as an admin',
    member: 'as a member',
  },
  fr: {
    viewer: 'en tant que lecteur (vous pourrez y chercher)',
    editor: 'en tant qu’éditeur (vous pourrez y chercher et ajouter des sources)',
    admin: 'en tant qu’administrateur',
    member: 'en tant que membre',
  },
};

const days = INVITATION_LIFETIME_DAYS;

function english(input: InvitationMailInput) {
  const what =
    input.kind === 'brain' ? `the brain “${input.targetName}”` : `the team “${input.targetName}”`;
  const next = input.hasAccount
    ? `Open the invitation to accept or decline it:\n${input.link}`
    : `To accept it, first create your Agentia account with this address:\n${input.registerLink}\n\nThe invitation then waits for you in your dashboard, or open it with this link:\n${input.link}`;
  return {
    subject: `${input.inviter} invites you to ${what} on Agentia`,
    text: `${input.inviter} invites you to ${what} on Agentia, ${roles.en[input.role]}.\n\n${next}\n\nThe invitation is valid for ${days} days. Nothing is shared with you until you accept it.\n\n— The Agentia team\nIf you were not expecting this invitation, you can ignore this e-mail.`,
  };
}

function french(input: InvitationMailInput) {
  const what =
    input.kind === 'brain'
      ? `au cerveau « ${input.targetName} »`
      : `à l’équipe « ${input.targetName} »`;
  const next = input.hasAccount
    ? `Ouvrez l’invitation pour l’accepter ou la refuser :\n${input.link}`
    : `Pour l’accepter, créez d’abord votre compte Agentia avec cette adresse :\n${input.registerLink}\n\nL’invitation vous attendra ensuite dans votre tableau de bord, ou ouvrez-la avec ce lien :\n${input.link}`;
  return {
    subject: `${input.inviter} vous invite ${what} sur Agentia`,
    text: `${input.inviter} vous invite ${what} sur Agentia, ${roles.fr[input.role]}.\n\n${next}\n\nL’invitation est valable ${days} jours. Rien n’est partagé avec vous tant que vous ne l’avez pas acceptée.\n\n— L’équipe Agentia\nSi vous n’attendiez pas cette invitation, ignorez cet e-mail.`,
  };
}

export function invitationMail(input: InvitationMailInput): MailMessage {
  return { to: input.to, ...(input.locale === 'fr' ? french(input) : english(input)) };
}
