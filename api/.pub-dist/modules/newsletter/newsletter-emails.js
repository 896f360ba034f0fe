"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listHeaders = void 0;
exports.confirmationEmail = confirmationEmail;
const escape_html_1 = require("../../lib/escape-html");
const TEXT = {
    en: {
        subject: 'Confirm your Lyceum early-access subscription',
        greeting: 'Hello,',
        body: 'Thank you for joining the Lyceum early-access list. Please confirm your e-mail address to complete your subscription:',
        button: 'Confirm my subscription',
        expiry: 'This link is valid for 48 hours. If you did not ask to join, ignore this e-mail and nothing will happen.',
        unsubscribe: 'Unsubscribe',
        signature: 'The Lyceum team',
    },
    fr: {
        subject: 'Confirmez votre inscription à l’accès anticipé de Lyceum',
        greeting: 'Bonjour,',
        body: 'Merci de rejoindre la liste d’accès anticipé de Lyceum. Confirmez votre adresse e-mail pour finaliser votre inscription :',
        button: 'Confirmer mon inscription',
        expiry: 'Ce lien est valable 48 heures. Si vous n’avez rien demandé, ignorez cet e-mail : rien ne se passera.',
        unsubscribe: 'Se désinscrire',
        signature: 'L’équipe Lyceum',
    },
};
/** Headers every newsletter e-mail carries (RFC 2369 and RFC 8058 one-click). */
const listHeaders = (links) => ({
    'List-Unsubscribe': `<${links.unsubscribeOneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});
exports.listHeaders = listHeaders;
function confirmationEmail(to, language, links) {
    const t = TEXT[language];
    const text = [
        t.greeting,
        '',
        t.body,
        links.confirm,
        '',
        t.expiry,
        '',
        t.signature,
        '',
        `${t.unsubscribe}: ${links.unsubscribePage}`,
    ].join('\n');
    const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Georgia, serif; color: #1f2933; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${(0, escape_html_1.escapeHtml)(t.greeting)}</p>
<p>${(0, escape_html_1.escapeHtml)(t.body)}</p>
<p><a href="${(0, escape_html_1.escapeHtml)(links.confirm)}" style="display: inline-block; background: #7c3a12; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${(0, escape_html_1.escapeHtml)(t.button)}</a></p>
<p style="font-size: 14px; color: #52606d;">${(0, escape_html_1.escapeHtml)(t.expiry)}</p>
<p>${(0, escape_html_1.escapeHtml)(t.signature)}</p>
<hr style="border: none; border-top: 1px solid #e4e7eb;">
<p style="font-size: 12px; color: #7b8794;"><a href="${(0, escape_html_1.escapeHtml)(links.unsubscribePage)}">${(0, escape_html_1.escapeHtml)(t.unsubscribe)}</a></p>
</body></html>`;
    return {
        kind: 'newsletter_confirmation',
        to,
        subject: t.subject,
        text,
        html,
        headers: (0, exports.listHeaders)(links),
    };
}
//# sourceMappingURL=newsletter-emails.js.map