"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AccountMessages = void 0;
exports.signUpProblem = signUpProblem;
exports.createAccountsService = createAccountsService;
const database_1 = require("../../db/database");
const http_errors_1 = require("../../lib/http-errors");
const passwords_1 = require("./passwords");
const users_repository_1 = require("./users-repository");
exports.AccountMessages = {
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
    signupRestricted: 'Sign-up is restricted to authorised users during the alpha. Join the early-access list to be invited.',
    notAuthenticated: 'Not authenticated',
    sessionInvalid: 'Could not validate credentials',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]+$/;
/** The first rule a sign-up breaks, in the order the form shows its fields. */
function signUpProblem(input) {
    const username = input.username.trim();
    const email = input.email.trim();
    if (!username)
        return `username: ${exports.AccountMessages.required}`;
    if (username.length < 3)
        return exports.AccountMessages.usernameTooShort;
    if (username.length > 50)
        return exports.AccountMessages.usernameTooLong;
    if (!USERNAME.test(username))
        return exports.AccountMessages.usernameCharacters;
    if (!email)
        return `email: ${exports.AccountMessages.required}`;
    if (email.length > 254 || !EMAIL.test(email))
        return exports.AccountMessages.invalidEmail;
    if (!input.password)
        return `password: ${exports.AccountMessages.required}`;
    if (input.password.length < 8)
        return exports.AccountMessages.passwordTooShort;
    if (input.password.length > 256)
        return exports.AccountMessages.passwordTooLong;
    return null;
}
function createAccountsService(db, config, tokens) {
    const users = (0, users_repository_1.createUsersRepository)(db);
    const isAdminEmail = (email) => config.adminEmails.includes(email.toLowerCase());
    async function mayJoin(email) {
        if (config.signupMode === 'open' || isAdminEmail(email))
            return true;
        const lower = email.toLowerCase();
        const domain = lower.slice(lower.lastIndexOf('@'));
        if (config.signupAllowlist.includes(lower) || config.signupAllowlist.includes(domain)) {
            return true;
        }
        const confirmed = await db.query("SELECT 1 FROM newsletter_subscribers WHERE lower(email) = $1 AND status = 'confirmed'", [lower]);
        return confirmed.length > 0;
    }
    return {
        users,
        async signUp(input) {
            const problem = signUpProblem(input);
            if (problem)
                throw (0, http_errors_1.badRequest)(problem);
            const username = input.username.trim();
            const email = input.email.trim().toLowerCase();
            if (!(await mayJoin(email)))
                throw (0, http_errors_1.forbidden)(exports.AccountMessages.signupRestricted);
            const taken = await users.taken(username, email);
            if (taken.email)
                throw (0, http_errors_1.badRequest)(exports.AccountMessages.emailTaken);
            if (taken.username)
                throw (0, http_errors_1.badRequest)(exports.AccountMessages.usernameTaken);
            const passwordHash = await (0, passwords_1.hashPassword)(input.password);
            try {
                return await users.insert({
                    username,
                    email,
                    passwordHash,
                    fullName: input.full_name?.trim() || null,
                    bio: input.bio?.trim() || null,
                    role: isAdminEmail(email) ? 'admin' : 'standard',
                });
            }
            catch (error) {
                // Two sign-ups racing for the same name: the unique index decides.
                if ((0, database_1.pgErrorCode)(error) === database_1.PgError.uniqueViolation) {
                    const again = await users.taken(username, email);
                    throw (0, http_errors_1.badRequest)(again.email ? exports.AccountMessages.emailTaken : exports.AccountMessages.usernameTaken);
                }
                throw error;
            }
        },
        /** One answer for every failure, so that sign-in tells nothing about who has an account. */
        async signIn(login, password) {
            const user = login.trim() ? await users.findByLogin(login.trim()) : null;
            if (!user) {
                await (0, passwords_1.verifyDecoy)(password);
                throw (0, http_errors_1.unauthorized)(exports.AccountMessages.invalidCredentials);
            }
            const valid = await (0, passwords_1.verifyPassword)(user.password_hash, password);
            if (!valid || !user.is_active)
                throw (0, http_errors_1.unauthorized)(exports.AccountMessages.invalidCredentials);
            const current = user.role !== 'admin' && isAdminEmail(user.email)
                ? ((await users.setRole(user.id, 'admin')) ?? user)
                : user;
            return { user: current, accessToken: tokens.issue(current.id) };
        },
        /** The active user a bearer token names, or a 401. */
        async authenticate(authorization) {
            const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
            if (!match?.[1])
                throw (0, http_errors_1.unauthorized)(exports.AccountMessages.notAuthenticated);
            const id = tokens.verify(match[1]);
            const user = id === null ? null : await users.findById(id);
            if (!user?.is_active)
                throw (0, http_errors_1.unauthorized)(exports.AccountMessages.sessionInvalid);
            return user;
        },
        setLanguage: (id, language) => users.setLanguage(id, language),
    };
}
//# sourceMappingURL=accounts-service.js.map