import type { AdminDashboardResponse } from '@lyceum/contracts';
import type { Database } from '../../db';
import type { UserRow } from '../users/users-types';
import { createAdminRepository } from './admin-repository';

/** The greeting of the back-office dashboard. */
export const DASHBOARD_MESSAGE = 'Welcome to the Lyceum back office';

export interface AdminServiceDeps {
  db: Database;
}

export function createAdminService(deps: AdminServiceDeps) {
  const repository = createAdminRepository(deps.db);
  return {
    /** The dashboard of the signed-in administrator `admin`: a greeting and the user counts. */
    async dashboard(admin: UserRow): Promise<AdminDashboardResponse> {
      return {
        message: DASHBOARD_MESSAGE,
        admin_user: { username: admin.username, email: admin.email },
        stats: await repository.countUsers(),
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
