"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.toProfile = toProfile;
exports.createUsersRepository = createUsersRepository;
function toProfile(row) {
    return {
        id: row.id,
        username: row.username,
        email: row.email,
        full_name: row.full_name,
        bio: row.bio,
        is_active: row.is_active,
        is_superuser: row.role === 'admin',
        preferred_language: row.preferred_language,
        role: row.role,
        created_at: row.created_at.toISOString(),
    };
}
const first = (rows) => rows[0] ?? null;
function createUsersRepository(db) {
    return {
        findById: async (id) => first(await db.query('SELECT * FROM users WHERE id = $1', [id])),
        /** By username or e-mail, case-insensitively. */
        findByLogin: async (login) => first(await db.query('SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) ORDER BY lower(username) = lower($1) DESC LIMIT 1', [login])),
        async taken(username, email) {
            const rows = await db.query(`SELECT bool_or(lower(username) = lower($1)) AS username_taken,
                bool_or(lower(email) = lower($2)) AS email_taken
           FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`, [username, email]);
            return { username: rows[0]?.username_taken === true, email: rows[0]?.email_taken === true };
        },
        insert: async (user) => (await db.query(`INSERT INTO users (username, email, password_hash, full_name, bio, role)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`, [user.username, user.email, user.passwordHash, user.fullName, user.bio, user.role]))[0],
        setLanguage: async (id, language) => first(await db.query('UPDATE users SET preferred_language = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, language])),
        setRole: async (id, role) => first(await db.query('UPDATE users SET role = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, role])),
        setActive: async (id, active) => first(await db.query('UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1 RETURNING *', [id, active])),
    };
}
//# sourceMappingURL=users-repository.js.map