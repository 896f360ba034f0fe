"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ATTEMPTS_PER_CLIENT = exports.ATTEMPTS_PER_ADDRESS = exports.CONFIRMATION_TTL_HOURS = exports.NewsletterMessages = void 0;
exports.createNewsletterService = createNewsletterService;
const http_errors_1 = require("../../lib/http-errors");
const tokens_1 = require("../../lib/tokens");
const mailer_1 = require("../mail/mailer");
const newsletter_emails_1 = require("./newsletter-emails");
exports.NewsletterMessages = {
    subscribed: 'Thank you! Please check your email to confirm your subscription.',
    resent: 'Confirmation email resent. Please check your inbox.',
    welcomeBack: 'Welcome back! Please check your email to confirm your subscription.',
    alreadySubscribed: 'This email is already subscribed.',
    emailFailed: 'Failed to send confirmation email. Please try again later.',
    tooManyAttempts: 'Too many subscription attempts. Please try again later.',
    invalidEmail: 'Please enter a valid email address',
    invalidConfirmation: 'Invalid or expired confirmation link',
    invalidUnsubscribe: 'Invalid unsubscribe link',
    unsubscribed: 'You have been unsubscribed.',
};
/** How long a confirmation link stays valid. */
exports.CONFIRMATION_TTL_HOURS = 48;
/** Subscription attempts allowed per hour, for one address and for one client. */
exports.ATTEMPTS_PER_ADDRESS = 5;
exports.ATTEMPTS_PER_CLIENT = 20;
const HOUR = 3600;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function createNewsletterService(deps) {
    const { db, store, mailer, config } = deps;
    async function limit(key, max) {
        let count = 0;
        try {
            count = await store.incr(key, HOUR);
        }
        catch {
            // The store is unreachable: let the attempt through rather than refuse everyone.
        }
        if (count > max)
            throw (0, http_errors_1.tooManyRequests)(exports.NewsletterMessages.tooManyAttempts);
    }
    async function issueToken(tx, subscriberId, purpose) {
        const { token, hash } = (0, tokens_1.newToken)();
        await tx.query(`INSERT INTO newsletter_tokens (token_hash, subscriber_id, purpose, expires_at)
       VALUES ($1, $2, $3, CASE WHEN $3 = 'confirm' THEN now() + make_interval(hours => $4::int) END)`, [hash, subscriberId, purpose, exports.CONFIRMATION_TTL_HOURS]);
        return token;
    }
    /** Writes the confirmation e-mail in the same transaction as the subscription. */
    async function queueConfirmation(tx, subscriber) {
        const confirm = await issueToken(tx, subscriber.id, 'confirm');
        const unsubscribe = await issueToken(tx, subscriber.id, 'unsubscribe');
        const query = `?lang=${subscriber.language}`;
        const email = (0, newsletter_emails_1.confirmationEmail)(subscriber.email, subscriber.language, {
            confirm: `${config.publicSiteUrl}/confirm/${confirm}${query}`,
            unsubscribePage: `${config.publicSiteUrl}/unsubscribe/${unsubscribe}${query}`,
            unsubscribeOneClick: `${config.apiPublicUrl}/api/newsletter/unsubscribe/${unsubscribe}`,
        });
        return mailer.store(email, tx);
    }
    async function findByToken(token, purpose) {
        if (!/^[\w-]{20,100}$/.test(token))
            return null;
        const [row] = await db.query(`SELECT s.id, s.email, s.language, s.status
         FROM newsletter_tokens t JOIN newsletter_subscribers s ON s.id = t.subscriber_id
        WHERE t.token_hash = $1 AND t.purpose = $2 AND (t.expires_at IS NULL OR t.expires_at > now())`, [(0, tokens_1.hashToken)(token), purpose]);
        return row ?? null;
    }
    return {
        async subscribe(rawEmail, language, clientIp) {
            const email = rawEmail.trim().toLowerCase();
            if (!email)
                throw (0, http_errors_1.badRequest)(`email: This field is required`);
            if (email.length > 254 || !EMAIL.test(email))
                throw (0, http_errors_1.badRequest)(exports.NewsletterMessages.invalidEmail);
            await limit(`newsletter:client:${clientIp}`, exports.ATTEMPTS_PER_CLIENT);
            await limit(`newsletter:address:${email}`, exports.ATTEMPTS_PER_ADDRESS);
            const { messageId, message } = await db.transaction(async (tx) => {
                const [existing] = await tx.query('SELECT id, email, language, status FROM newsletter_subscribers WHERE lower(email) = $1 FOR UPDATE', [email]);
                if (existing?.status === 'confirmed') {
                    throw new http_errors_1.HttpError(409, exports.NewsletterMessages.alreadySubscribed);
                }
                const [subscriber] = existing
                    ? await tx.query(`UPDATE newsletter_subscribers
                  SET status = 'pending', language = $2, updated_at = now(), unsubscribed_at = NULL
                WHERE id = $1 RETURNING id, email, language, status`, [existing.id, language])
                    : await tx.query(`INSERT INTO newsletter_subscribers (email, language, status) VALUES ($1, $2, 'pending')
               ON CONFLICT ((lower(email))) DO UPDATE SET updated_at = now()
               RETURNING id, email, language, status`, [email, language]);
                const text = !existing
                    ? exports.NewsletterMessages.subscribed
                    : existing.status === 'unsubscribed'
                        ? exports.NewsletterMessages.welcomeBack
                        : exports.NewsletterMessages.resent;
                return { messageId: await queueConfirmation(tx, subscriber), message: text };
            });
            try {
                await mailer.deliver(messageId);
            }
            catch (error) {
                // The subscription and the stored e-mail stay; asking again resends.
                if (error instanceof mailer_1.MailDeliveryError)
                    throw new http_errors_1.HttpError(502, exports.NewsletterMessages.emailFailed);
                throw error;
            }
            return { message, email };
        },
        async confirm(token) {
            const subscriber = await findByToken(token, 'confirm');
            if (!subscriber || subscriber.status === 'unsubscribed') {
                throw (0, http_errors_1.notFound)(exports.NewsletterMessages.invalidConfirmation);
            }
            if (subscriber.status === 'confirmed') {
                return {
                    status: 'already_confirmed',
                    message: 'This email is already confirmed.',
                    data: { email: subscriber.email },
                };
            }
            await db.query("UPDATE newsletter_subscribers SET status = 'confirmed', confirmed_at = now(), updated_at = now() WHERE id = $1", [subscriber.id]);
            return {
                status: 'confirmed',
                message: 'Your subscription is confirmed.',
                data: { email: subscriber.email },
            };
        },
        async unsubscribeInfo(token) {
            const subscriber = await findByToken(token, 'unsubscribe');
            if (!subscriber)
                throw (0, http_errors_1.notFound)(exports.NewsletterMessages.invalidUnsubscribe);
            return {
                data: {
                    email: subscriber.email,
                    already_unsubscribed: subscriber.status === 'unsubscribed',
                },
            };
        },
        async unsubscribe(token, reason, feedback) {
            const subscriber = await findByToken(token, 'unsubscribe');
            if (!subscriber)
                throw (0, http_errors_1.notFound)(exports.NewsletterMessages.invalidUnsubscribe);
            if (subscriber.status !== 'unsubscribed') {
                await db.transaction(async (tx) => {
                    await tx.query(`UPDATE newsletter_subscribers
                SET status = 'unsubscribed', unsubscribed_at = now(), updated_at = now(),
                    unsubscribe_reason = $2, unsubscribe_feedback = $3
              WHERE id = $1`, [subscriber.id, reason, feedback]);
                    // Pending confirmation links die with the subscription.
                    await tx.query("DELETE FROM newsletter_tokens WHERE subscriber_id = $1 AND purpose = 'confirm'", [subscriber.id]);
                });
            }
            else if (reason || feedback) {
                await db.query('UPDATE newsletter_subscribers SET unsubscribe_reason = $2, unsubscribe_feedback = $3 WHERE id = $1', [subscriber.id, reason, feedback]);
            }
            return {
                message: exports.NewsletterMessages.unsubscribed,
                data: { email: subscriber.email, already_unsubscribed: true },
            };
        },
    };
}
//# sourceMappingURL=newsletter-service.js.map