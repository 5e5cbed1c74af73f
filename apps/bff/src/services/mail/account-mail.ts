import type { Language } from '@app/contracts';
import type { MailMessage } from './mailer.ts';

/** The e-mails of the account flows, in the reader's language. Plain text: nothing to render. */
type Template = (input: { origin: string; code?: string; link?: string; email?: string }) => {
  subject: string;
  text: string;
};

const signature = {
  en: '\n\n— The Agentia team\nIf you did not ask for this, you can ignore this e-mail.',
  fr: "\n\n— L'équipe Agentia\nSi vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
};

const templates: Record<
  'signupCode' | 'alreadyRegistered' | 'recovery' | 'invite' | 'emailChange',
  Record<Language, Template>
> = {
  signupCode: {
    en: ({ code, link }) => ({
      subject: `Your Agentia verification code: ${code}`,
      text: `Welcome to Agentia!\n\nYour verification code is ${code}. It is valid for 15 minutes.\n\nOr confirm your address with this link:\n${link}${signature.en}`,
    }),
    fr: ({ code, link }) => ({
      subject: `Votre code de vérification Agentia : ${code}`,
      text: `Bienvenue sur Agentia !\n\nVotre code de vérification est ${code}. Il est valable 15 minutes.\n\nVous pouvez aussi confirmer votre adresse avec ce lien :\n${link}${signature.fr}`,
    }),
  },
  alreadyRegistered: {
    en: ({ origin }) => ({
      subject: 'You already have an Agentia account',
      text: `Someone tried to create an Agentia account with this address, which already has one.\n\nSign in: ${origin}/login\nForgot your password? ${origin}/reset-password${signature.en}`,
    }),
    fr: ({ origin }) => ({
      subject: 'Vous avez déjà un compte Agentia',
      text: `Quelqu'un a essayé de créer un compte Agentia avec cette adresse, qui en a déjà un.\n\nSe connecter : ${origin}/login\nMot de passe oublié ? ${origin}/reset-password${signature.fr}`,
    }),
  },
  recovery: {
    en: ({ link }) => ({
      subject: 'Reset your Agentia password',
      text: `To choose a new password, open this link within 15 minutes:\n${link}${signature.en}`,
    }),
    fr: ({ link }) => ({
      subject: 'Réinitialisez votre mot de passe Agentia',
      text: `Pour choisir un nouveau mot de passe, ouvrez ce lien dans les 15 minutes :\n${link}${signature.fr}`,
    }),
  },
  invite: {
    en: ({ link }) => ({
      subject: 'You are invited to Agentia',
      text: `You have been invited to join Agentia. Create your account within 7 days with this link:\n${link}${signature.en}`,
    }),
    fr: ({ link }) => ({
      subject: 'Vous êtes invité(e) sur Agentia',
      text: `Vous avez été invité(e) à rejoindre Agentia. Créez votre compte dans les 7 jours avec ce lien :\n${link}${signature.fr}`,
    }),
  },
  emailChange: {
    en: ({ link, email }) => ({
      subject: 'Confirm your new Agentia e-mail address',
      text: `To use ${email} for your Agentia account, open this link within 15 minutes:\n${link}${signature.en}`,
    }),
    fr: ({ link, email }) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail Agentia',
      text: `Pour utiliser ${email} avec votre compte Agentia, ouvrez ce lien dans les 15 minutes :\n${link}${signature.fr}`,
    }),
  },
};

export function accountMail(
  kind: keyof typeof templates,
  locale: Language,
  to: string,
  input: Parameters<Template>[0],
): MailMessage {
  return { to, ...templates[kind][locale](input) };
}
