"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CONTACT_PER_CLIENT_PER_HOUR = exports.ContactMessages = void 0;
exports.contactProblem = contactProblem;
exports.createContactService = createContactService;
const contracts_1 = require("@lyceum/contracts");
const escape_html_1 = require("../../lib/escape-html");
const http_errors_1 = require("../../lib/http-errors");
exports.ContactMessages = {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    subjectTooLong: `Subject must be at most ${contracts_1.CONTACT_SUBJECT_MAX} characters`,
    messageTooLong: `Message must be at most ${contracts_1.CONTACT_MESSAGE_MAX} characters`,
    tooMany: 'Too many requests. Please try again later.',
    failed: 'Failed to send message. Please try again.',
    sent: "Your message has been sent successfully. We'll get back to you soon!",
};
/** Messages one client may send per hour. */
exports.CONTACT_PER_CLIENT_PER_HOUR = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function contactProblem(input) {
    for (const field of ['name', 'email', 'subject', 'message']) {
        if (!input[field].trim())
            return `${field}: ${exports.ContactMessages.required}`;
    }
    if (!EMAIL.test(input.email.trim()))
        return exports.ContactMessages.invalidEmail;
    if (input.subject.trim().length > contracts_1.CONTACT_SUBJECT_MAX)
        return exports.ContactMessages.subjectTooLong;
    if (input.message.trim().length > contracts_1.CONTACT_MESSAGE_MAX)
        return exports.ContactMessages.messageTooLong;
    return null;
}
const COPY = {
    en: {
        subject: (s) => `We received your message: ${s}`,
        intro: (name) => `Hello ${name},\n\nThank you for writing to Lyceum. We usually reply within 24-48 hours. Here is a copy of your message:`,
        signature: 'The Lyceum team',
    },
    fr: {
        subject: (s) => `Nous avons bien reçu votre message : ${s}`,
        intro: (name) => `Bonjour ${name},\n\nMerci d’avoir écrit à Lyceum. Nous répondons généralement sous 24 à 48 heures. Voici une copie de votre message :`,
        signature: 'L’équipe Lyceum',
    },
};
const paragraphs = (text) => text
    .split(/\n{2,}/)
    .map((p) => `<p>${(0, escape_html_1.escapeHtml)(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
function teamEmail(to, m) {
    const text = `From: ${m.name} <${m.email}>\nLanguage: ${m.language}\nSubject: ${m.subject}\n\n${m.message}`;
    return {
        kind: 'contact_team',
        to,
        replyTo: `${m.name} <${m.email}>`,
        subject: `[Contact] ${m.subject}`,
        text,
        html: `<p><strong>${(0, escape_html_1.escapeHtml)(m.name)}</strong> &lt;${(0, escape_html_1.escapeHtml)(m.email)}&gt; (${m.language})</p>\n${paragraphs(m.message)}`,
    };
}
function copyEmail(m) {
    const t = COPY[m.language];
    const quoted = `${m.subject}\n\n${m.message}`;
    return {
        kind: 'contact_copy',
        to: m.email,
        subject: t.subject(m.subject),
        text: `${t.intro(m.name)}\n\n${quoted}\n\n${t.signature}`,
        html: `${paragraphs(t.intro(m.name))}\n<blockquote><strong>${(0, escape_html_1.escapeHtml)(m.subject)}</strong>\n${paragraphs(m.message)}</blockquote>\n<p>${t.signature}</p>`,
    };
}
function createContactService(deps) {
    const { db, store, mailer, config, log } = deps;
    return {
        async send(input, clientIp) {
            const problem = contactProblem(input);
            if (problem)
                throw (0, http_errors_1.badRequest)(problem);
            let count = 0;
            try {
                count = await store.incr(`contact:client:${clientIp}`, 3600);
            }
            catch {
                // Store unreachable: accept rather than refuse every visitor.
            }
            if (count > exports.CONTACT_PER_CLIENT_PER_HOUR)
                throw (0, http_errors_1.tooManyRequests)(exports.ContactMessages.tooMany);
            const message = {
                name: input.name.trim(),
                email: input.email.trim(),
                subject: input.subject.trim(),
                message: input.message.trim(),
                language: input.language ?? 'en',
            };
            const [teamId, copyId] = await db.transaction(async (tx) => {
                await tx.query(`INSERT INTO contact_messages (name, email, subject, message, language, client_ip)
           VALUES ($1, $2, $3, $4, $5, $6)`, [
                    message.name,
                    message.email,
                    message.subject,
                    message.message,
                    message.language,
                    clientIp,
                ]);
                return [
                    await mailer.store(teamEmail(config.contactTo, message), tx),
                    await mailer.store(copyEmail(message), tx),
                ];
            });
            try {
                await mailer.deliver(teamId);
            }
            catch {
                throw new http_errors_1.HttpError(502, exports.ContactMessages.failed);
            }
            // The team has the message; a copy that fails is logged, not reported as a failure.
            await mailer
                .deliver(copyId)
                .catch((error) => log.warn({ err: error }, 'contact copy not sent'));
            return { success: true, message: exports.ContactMessages.sent };
        },
    };
}
//# sourceMappingURL=contact-service.js.map