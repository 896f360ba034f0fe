"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PgError = void 0;
exports.pgErrorCode = pgErrorCode;
/** PostgreSQL error codes the services react to. */
exports.PgError = {
    uniqueViolation: '23505',
    undefinedTable: '42P01',
};
function pgErrorCode(error) {
    if (typeof error === 'object' && error !== null && 'code' in error) {
        const code = error.code;
        return typeof code === 'string' ? code : undefined;
    }
    return undefined;
}
//# sourceMappingURL=database.js.map