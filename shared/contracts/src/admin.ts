import { Type, type Static } from 'typebox';

/** `GET /api/admin/dashboard`: a greeting, the signed-in administrator and user counts. */
export const AdminDashboardResponse = Type.Object({
  message: Type.String(),
  admin_user: Type.Object({ username: Type.String(), email: Type.String() }),
  stats: Type.Object({ total_users: Type.Integer(), admin_users: Type.Integer() }),
});
export type AdminDashboardResponse = Static<typeof AdminDashboardResponse>;
