"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.escapeHtml = void 0;
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
exports.escapeHtml = escapeHtml;
//# sourceMappingURL=escape-html.js.map