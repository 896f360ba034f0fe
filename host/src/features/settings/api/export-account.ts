import { apiClient } from '@lyceum/platform';
import { useMutation } from '@tanstack/react-query';
import { attachmentFilename, saveFile } from '../download';

/** The file's name when the answer does not say it (a cross-origin API may hide the header). */
const exportFallbackName = (username: string) => `lyceum-account-${username}.json`;

/**
 * GET /api/users/me/export, saved as a file under the name the server gives it. Resolves with
 * that name. Throws ApiError.
 */
export async function exportAccount(username: string): Promise<string> {
  const response = await apiClient.get('/api/users/me/export');
  const file = await response.blob();
  const name =
    attachmentFilename(response.headers.get('Content-Disposition')) ?? exportFallbackName(username);
  saveFile(file, name);
  return name;
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
