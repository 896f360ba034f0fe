"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hashToken = void 0;
exports.newToken = newToken;
const node_crypto_1 = require("node:crypto");
/** A random URL-safe token (256 bits) and the SHA-256 hash that is stored instead of it. */
function newToken() {
    const token = (0, node_crypto_1.randomBytes)(32).toString('base64url');
    return { token, hash: (0, exports.hashToken)(token) };
}
const hashToken = (token) => (0, node_crypto_1.createHash)('sha256').update(token).digest('hex');
exports.hashToken = hashToken;
//# sourceMappingURL=tokens.js.map