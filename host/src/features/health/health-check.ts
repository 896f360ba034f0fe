import { apiClient, ApiError } from '@lyceum/platform';

/** At start the shell asks the API whether it answers; the result is logged, never shown. */
export async function runHealthCheck(): Promise<void> {
  try {
    await apiClient.get('/api/test', { retry: 0 }).json<{ message: string }>();
  } catch (error) {
    console.warn(
      error instanceof ApiError && error.status !== null
        ? 'Backend not responding'
        : 'Cannot connect to backend',
    );
  }
}
