"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createTokenService = createTokenService;
const fast_jwt_1 = require("fast-jwt");
const ALGORITHM = 'HS256';
const ISSUER = 'lyceum';
function createTokenService(secret, expiresMinutes) {
    const expiresInSeconds = expiresMinutes * 60;
    const sign = (0, fast_jwt_1.createSigner)({
        key: secret,
        algorithm: ALGORITHM,
        iss: ISSUER,
        expiresIn: expiresInSeconds * 1000,
    });
    // The algorithm is fixed: `none` and any other algorithm are refused.
    const verify = (0, fast_jwt_1.createVerifier)({
        key: secret,
        algorithms: [ALGORITHM],
        allowedIss: ISSUER,
        requiredClaims: ['sub', 'exp', 'iss'],
    });
    return {
        expiresInSeconds,
        issue: (userId) => sign({ sub: String(userId) }),
        verify(token) {
            try {
                const payload = verify(token);
                const id = Number(payload.sub);
                return Number.isSafeInteger(id) && id > 0 ? id : null;
            }
            catch {
                return null;
            }
        },
    };
}
//# sourceMappingURL=tokens.js.map