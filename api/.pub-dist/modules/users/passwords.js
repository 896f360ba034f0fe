"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.hashPassword = void 0;
exports.verifyPassword = verifyPassword;
exports.verifyDecoy = verifyDecoy;
const argon2_1 = __importDefault(require("argon2"));
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and cheap enough for 2 cores.
const OPTIONS = {
    type: argon2_1.default.argon2id,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
};
const hashPassword = (password) => argon2_1.default.hash(password, OPTIONS);
exports.hashPassword = hashPassword;
async function verifyPassword(hash, password) {
    try {
        return await argon2_1.default.verify(hash, password);
    }
    catch {
        return false;
    }
}
let decoy;
/** Spends the same time as a real check, so that unknown users cannot be told apart. */
async function verifyDecoy(password) {
    decoy ??= (0, exports.hashPassword)('lyceum-decoy-password');
    await verifyPassword(await decoy, password);
}
//# sourceMappingURL=passwords.js.map