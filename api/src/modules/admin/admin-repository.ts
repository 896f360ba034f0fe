import type { Queryable } from '../../db';

export interface UserCounts {
  total_users: number;
  admin_users: number;
}

/** The SQL of the back office. */
export function createAdminRepository(db: Queryable) {
  return {
    /** Every account, and those with the admin role, counted in one pass. */
    countUsers: async (): Promise<UserCounts> => {
      const [row] = await db.query<UserCounts>(
        `SELECT count(*)::int AS total_users,
                count(*) FILTER (WHERE role = 'admin')::int AS admin_users
           FROM users`,
      );
      return row ?? { total_users: 0, admin_users: 0 };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
