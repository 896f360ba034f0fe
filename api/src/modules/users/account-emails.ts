import type { Language } from '@lyceum/contracts';
import { renderEmail, type EmailContent, type MailMessage } from '../mail/mail-service';

/** How long the link in a verification e-mail stays valid. */
export const VERIFICATION_TTL_HOURS = 24;
/** How long a password reset link stays valid. */
export const RESET_TTL_HOURS = 1;
/** How long the link that confirms a new address stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

// French texts put a narrow no-break space (\u202F, written as an escape so that it stays visible)
// before : ; ! ? and », and after «.
const hours = {
  en: (count: number) => (count === 1 ? '1 hour' : `${count} hours`),
  fr: (count: number) => (count === 1 ? '1 heure' : `${count} heures`),
} as const;

/** A hold's length: minutes under an hour, else hours. */
const holdLength = {
  en: (seconds: number) =>
    seconds < 3600 ? `${Math.round(seconds / 60)} minutes` : hours.en(Math.round(seconds / 3600)),
  fr: (seconds: number) =>
    seconds < 3600 ? `${Math.round(seconds / 60)} minutes` : hours.fr(Math.round(seconds / 3600)),
} as const;

const COMMON = {
  en: { greeting: (name: string) => `Hello ${name},`, signature: 'The Lyceum team' },
  fr: { greeting: (name: string) => `Bonjour ${name},`, signature: 'L’équipe Lyceum' },
} as const;

const VERIFICATION = {
  en: {
    subject: 'Confirm your e-mail address for Lyceum',
    body: 'Welcome to Lyceum. Please confirm that this e-mail address is yours:',
    button: 'Confirm my e-mail address',
    expiry: `This link is valid for ${hours.en(VERIFICATION_TTL_HOURS)} and works once. If you did not create an account, ignore this e-mail: the account will be deleted and the address freed.`,
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Lyceum',
    body: 'Bienvenue sur Lyceum. Confirmez que cette adresse e-mail est bien la vôtre\u202F:',
    button: 'Confirmer mon adresse e-mail',
    expiry: `Ce lien est valable ${hours.fr(VERIFICATION_TTL_HOURS)} et ne sert qu’une fois. Si vous n’avez pas créé de compte, ignorez cet e-mail\u202F: le compte sera supprimé et l’adresse libérée.`,
  },
} as const;

const RESET = {
  en: {
    subject: 'Reset your Lyceum password',
    body: 'Someone asked to reset the password of your Lyceum account. To choose a new one, follow this link:',
    button: 'Choose a new password',
    expiry: `This link is valid for ${hours.en(RESET_TTL_HOURS)} and works once. Once the new password is set, every session open on your account is signed out.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Lyceum',
    body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Lyceum. Pour en choisir un nouveau, suivez ce lien\u202F:',
    button: 'Choisir un nouveau mot de passe',
    expiry: `Ce lien est valable ${hours.fr(RESET_TTL_HOURS)} et ne sert qu’une fois. Dès que le nouveau mot de passe est enregistré, toutes les sessions ouvertes sur votre compte sont fermées.`,
    ignore:
      'Si vous n’avez rien demandé, ignorez cet e-mail\u202F: votre mot de passe reste inchangé.',
  },
} as const;

const EMAIL_CHANGE = {
  en: {
    subject: 'Confirm your new e-mail address for Lyceum',
    body: 'You asked to use this address for your Lyceum account. Please confirm that it is yours:',
    button: 'Confirm my new address',
    expiry: `This link is valid for ${hours.en(EMAIL_CHANGE_TTL_HOURS)} and works once. Until it is followed, your account keeps its current address.`,
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will change.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour Lyceum',
    body: 'Vous avez demandé à utiliser cette adresse pour votre compte Lyceum. Confirmez qu’elle est bien la vôtre\u202F:',
    button: 'Confirmer ma nouvelle adresse',
    expiry: `Ce lien est valable ${hours.fr(EMAIL_CHANGE_TTL_HOURS)} et ne sert qu’une fois. Tant qu’il n’a pas été suivi, votre compte garde son adresse actuelle.`,
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail\u202F: rien ne changera.',
  },
} as const;

const CHANGE_NOTICE = {
  en: {
    subject: 'A change of e-mail address was requested for your Lyceum account',
    body: (newEmail: string) =>
      `Someone signed in to your Lyceum account asked to change its e-mail address to ${newEmail}. The change is made only once the link sent to that address is followed.`,
    advice:
      'If this was you, there is nothing to do. If it was not, change your password at once, or reset it from the sign-in page: every session is signed out and the change is cancelled.',
  },
  fr: {
    subject: 'Demande de changement d’adresse e-mail pour votre compte Lyceum',
    body: (newEmail: string) =>
      `Une personne connectée à votre compte Lyceum a demandé à remplacer son adresse e-mail par ${newEmail}. Le changement n’a lieu qu’une fois suivi le lien envoyé à cette adresse.`,
    advice:
      'Si c’était vous, vous n’avez rien à faire. Sinon, changez tout de suite votre mot de passe, ou réinitialisez-le depuis la page de connexion\u202F: toutes les sessions seront fermées et la demande annulée.',
  },
} as const;

const SIGN_IN_FAILURES = {
  en: {
    subject: 'Failed sign-ins to your Lyceum account',
    body: (failures: number, hold: string, when: string, address: string) =>
      `Someone tried to sign in to your Lyceum account with a wrong password ${failures} times in a short time, the last on ${when} from the address ${address}. To protect your account, these attempts are held back for ${hold}.`,
    owner:
      'You can still sign in from a device and network you have signed in from before, and a password reset from the sign-in page lifts the hold for you.',
    advice:
      'If this was you, there is nothing more to do. If it was not, your password was not found; if it is used elsewhere too, change it.',
  },
  fr: {
    subject: 'Échecs de connexion à votre compte Lyceum',
    body: (failures: number, hold: string, when: string, address: string) =>
      `Quelqu’un a essayé de se connecter à votre compte Lyceum avec un mauvais mot de passe ${failures} fois en peu de temps, la dernière fois le ${when} depuis l’adresse ${address}. Pour protéger votre compte, ces tentatives sont suspendues pendant ${hold}.`,
    owner:
      'Vous pouvez toujours vous connecter depuis un appareil et un réseau que vous avez déjà utilisés, et une réinitialisation du mot de passe depuis la page de connexion lève la suspension pour vous.',
    advice:
      'Si c’était vous, vous n’avez rien d’autre à faire. Sinon, votre mot de passe n’a pas été trouvé ; s’il sert aussi ailleurs, changez-le.',
  },
} as const;

/** An e-mail to one account holder, in the layout every account e-mail shares. */
function accountEmail(
  kind: string,
  to: string,
  subject: string,
  content: Omit<EmailContent, 'greeting' | 'signature'> & { name: string },
): MailMessage {
  const { name, ...rest } = content;
  const common = COMMON[content.language];
  const { text, html } = renderEmail({
    ...rest,
    greeting: common.greeting(name),
    signature: common.signature,
  });
  return { kind, to, subject, text, html };
}

/** The link that proves an account's address, sent at sign-up and on request. */
export function verificationEmail(
  to: string,
  username: string,
  language: Language,
  link: string,
): MailMessage {
  const t = VERIFICATION[language];
  return accountEmail('email_verification', to, t.subject, {
    language,
    name: username,
    body: [t.body],
    action: { label: t.button, link },
    notes: [t.expiry],
  });
}

/** The single-use link that sets a new password, to the account's address. */
export function passwordResetEmail(
  to: string,
  username: string,
  language: Language,
  link: string,
): MailMessage {
  const t = RESET[language];
  return accountEmail('password_reset', to, t.subject, {
    language,
    name: username,
    body: [t.body],
    action: { label: t.button, link },
    notes: [t.expiry, t.ignore],
  });
}

/** The link that moves an account to a new address, sent to that new address. */
export function emailChangeEmail(
  to: string,
  username: string,
  language: Language,
  link: string,
): MailMessage {
  const t = EMAIL_CHANGE[language];
  return accountEmail('email_change', to, t.subject, {
    language,
    name: username,
    body: [t.body],
    action: { label: t.button, link },
    notes: [t.expiry, t.ignore],
  });
}

/** Tells the current address that a move to `newEmail` was asked for. */
export function emailChangeNotice(
  to: string,
  username: string,
  language: Language,
  newEmail: string,
): MailMessage {
  const t = CHANGE_NOTICE[language];
  return accountEmail('email_change_notice', to, t.subject, {
    language,
    name: username,
    body: [t.body(newEmail)],
    notes: [t.advice],
  });
}

/**
 * Tells the owner that failed sign-ins held their account back for `holdSeconds`, the last at
 * `at` from `address`.
 */
export function signInFailuresEmail(
  to: string,
  username: string,
  language: Language,
  failure: { failures: number; holdSeconds: number; at: Date; address: string },
): MailMessage {
  const t = SIGN_IN_FAILURES[language];
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(failure.at);
  return accountEmail('sign_in_failures', to, t.subject, {
    language,
    name: username,
    body: [
      t.body(
        failure.failures,
        holdLength[language](failure.holdSeconds),
        `${when} UTC`,
        failure.address,
      ),
      t.owner,
    ],
    notes: [t.advice],
  });
}
