"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.MailDeliveryError = void 0;
exports.createMailer = createMailer;
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const nodemailer_1 = __importDefault(require("nodemailer"));
class MailDeliveryError extends Error {
    messageId;
    constructor(messageId, cause) {
        super(`e-mail ${messageId} was not delivered`, { cause });
        this.messageId = messageId;
        this.name = 'MailDeliveryError';
    }
}
exports.MailDeliveryError = MailDeliveryError;
/**
 * E-mail through SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file
 * to the outbox folder and its links are logged, so they can be followed in development.
 */
function createMailer(config, db, log) {
    const smtp = config.smtpUrl
        ? nodemailer_1.default.createTransport(config.smtpUrl)
        : null;
    const outbox = nodemailer_1.default.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
    });
    return {
        async store(message, tx = db) {
            const [row] = await tx.query(`INSERT INTO mail_messages (kind, recipient, subject, text_body, html_body, headers, reply_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, [
                message.kind,
                message.to,
                message.subject,
                message.text,
                message.html,
                JSON.stringify(message.headers ?? {}),
                message.replyTo ?? null,
            ]);
            return row.id;
        },
        async deliver(id) {
            const [row] = await db.query('SELECT * FROM mail_messages WHERE id = $1', [id]);
            if (!row)
                throw new Error(`no stored e-mail ${id}`);
            const envelope = {
                from: config.mailFrom,
                to: row.recipient,
                subject: row.subject,
                text: row.text_body,
                html: row.html_body,
                headers: row.headers,
                ...(row.reply_to ? { replyTo: row.reply_to } : {}),
            };
            try {
                if (smtp) {
                    await smtp.sendMail(envelope);
                    await db.query("UPDATE mail_messages SET status = 'sent', sent_at = now() WHERE id = $1", [id]);
                    return;
                }
                const info = await outbox.sendMail(envelope);
                await (0, promises_1.mkdir)(config.outboxDir, { recursive: true });
                const file = node_path_1.default.join(config.outboxDir, `${String(id).padStart(6, '0')}-${row.kind}.eml`);
                await (0, promises_1.writeFile)(file, info.message);
                await db.query("UPDATE mail_messages SET status = 'outbox', sent_at = now() WHERE id = $1", [id]);
                const links = row.text_body.match(/https?:\/\/\S+/g) ?? [];
                log.info({ to: row.recipient, file, links }, `e-mail "${row.subject}" written to the outbox`);
            }
            catch (error) {
                const reason = error instanceof Error ? error.message : String(error);
                await db.query("UPDATE mail_messages SET status = 'failed', error = $2 WHERE id = $1", [
                    id,
                    reason,
                ]);
                log.warn({ id, err: error }, 'e-mail delivery failed');
                throw new MailDeliveryError(id, error);
            }
        },
        close() {
            smtp?.close();
        },
    };
}
//# sourceMappingURL=mailer.js.map