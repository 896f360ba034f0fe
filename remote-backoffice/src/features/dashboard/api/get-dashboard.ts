import type { AdminDashboardResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export type { AdminDashboardResponse } from '@lyceum/contracts';

export const dashboardQueryKey = ['backoffice', 'dashboard'] as const;

/** The greeting, the signed-in administrator and the user counts; failures throw `ApiError`. */
export function getDashboard(): Promise<AdminDashboardResponse> {
  return apiClient.get('/api/admin/dashboard').json<AdminDashboardResponse>();
}

/** The dashboard data, asked only when `enabled` (an administrator with a token). */
export function useDashboard(enabled: boolean) {
  return useQuery({ queryKey: dashboardQueryKey, queryFn: getDashboard, enabled });
}
