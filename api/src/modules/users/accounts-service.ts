import type { Language, SignUpBody } from '@lyceum/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { PgError, pgErrorCode } from '../../db/database';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { createUsersRepository, type UserRow } from './users-repository';

export const AccountMessages = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 256 characters',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 50 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  signupRestricted:
    'Sign-up is restricted to authorised users during the alpha. Join the early-access list to be invited.',
  notAuthenticated: 'Not authenticated',
  sessionInvalid: 'Could not validate credentials',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]+$/;

/** The first rule a sign-up breaks, in the order the form shows its fields. */
export function signUpProblem(input: SignUpBody): string | null {
  const username = input.username.trim();
  const email = input.email.trim();
  if (!username) return `username: ${AccountMessages.required}`;
  if (username.length < 3) return AccountMessages.usernameTooShort;
  if (username.length > 50) return AccountMessages.usernameTooLong;
  if (!USERNAME.test(username)) return AccountMessages.usernameCharacters;
  if (!email) return `email: ${AccountMessages.required}`;
  if (email.length > 254 || !EMAIL.test(email)) return AccountMessages.invalidEmail;
  if (!input.password) return `password: ${AccountMessages.required}`;
  if (input.password.length < 8) return AccountMessages.passwordTooShort;
  if (input.password.length > 256) return AccountMessages.passwordTooLong;
  return null;
}

export function createAccountsService(
  db: Database,
  config: Pick<Config, 'signupMode' | 'signupAllowlist' | 'adminEmails'>,
  tokens: TokenService,
) {
  const users = createUsersRepository(db);
  const isAdminEmail = (email: string) => config.adminEmails.includes(email.toLowerCase());

  async function mayJoin(email: string): Promise<boolean> {
    if (config.signupMode === 'open' || isAdminEmail(email)) return true;
    const lower = email.toLowerCase();
    const domain = lower.slice(lower.lastIndexOf('@'));
    if (config.signupAllowlist.includes(lower) || config.signupAllowlist.includes(domain)) {
      return true;
    }
    const confirmed = await db.query(
      "SELECT 1 FROM newsletter_subscribers WHERE lower(email) = $1 AND status = 'confirmed'",
      [lower],
    );
    return confirmed.length > 0;
  }

  return {
    users,

    async signUp(input: SignUpBody): Promise<UserRow> {
      const problem = signUpProblem(input);
      if (problem) throw badRequest(problem);
      const username = input.username.trim();
      const email = input.email.trim().toLowerCase();
      if (!(await mayJoin(email))) throw forbidden(AccountMessages.signupRestricted);

      const taken = await users.taken(username, email);
      if (taken.email) throw badRequest(AccountMessages.emailTaken);
      if (taken.username) throw badRequest(AccountMessages.usernameTaken);

      const passwordHash = await hashPassword(input.password);
      try {
        return await users.insert({
          username,
          email,
          passwordHash,
          fullName: input.full_name?.trim() || null,
          bio: input.bio?.trim() || null,
          role: isAdminEmail(email) ? 'admin' : 'standard',
        });
      } catch (error) {
        // Two sign-ups racing for the same name: the unique index decides.
        if (pgErrorCode(error) === PgError.uniqueViolation) {
          const again = await users.taken(username, email);
          throw badRequest(
            again.email ? AccountMessages.emailTaken : AccountMessages.usernameTaken,
          );
        }
        throw error;
      }
    },

    /** One answer for every failure, so that sign-in tells nothing about who has an account. */
    async signIn(login: string, password: string) {
      const user = login.trim() ? await users.findByLogin(login.trim()) : null;
      if (!user) {
        await verifyDecoy(password);
        throw unauthorized(AccountMessages.invalidCredentials);
      }
      const valid = await verifyPassword(user.password_hash, password);
      if (!valid || !user.is_active) throw unauthorized(AccountMessages.invalidCredentials);
      const current =
        user.role !== 'admin' && isAdminEmail(user.email)
          ? ((await users.setRole(user.id, 'admin')) ?? user)
          : user;
      return { user: current, accessToken: tokens.issue(current.id) };
    },

    /** The active user a bearer token names, or a 401. */
    async authenticate(authorization: string | undefined): Promise<UserRow> {
      const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
      if (!match?.[1]) throw unauthorized(AccountMessages.notAuthenticated);
      const id = tokens.verify(match[1]);
      const user = id === null ? null : await users.findById(id);
      if (!user?.is_active) throw unauthorized(AccountMessages.sessionInvalid);
      return user;
    },

    setLanguage: (id: number, language: Language) => users.setLanguage(id, language),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
