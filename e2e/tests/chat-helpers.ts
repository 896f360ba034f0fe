// What the chat journeys share: the demo collections imported through the API, and the signed-in
// page's token for API calls.
import { ROOT } from '@lyceum/build/apps';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API } from './helpers';

// The demo checkpoint the seed loads; the journeys' API starts empty and imports it.
const DEMO = path.join(ROOT, 'api/content/checkpoints/demo-thinkers');

export const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
});

/**
 * Imports the demo collections through the API, adding what is missing and leaving books already
 * there alone (another journey may have deleted some), and waits for the job; waits first for an
 * import another journey runs.
 */
export async function importDemoCollections(request: APIRequestContext, page: Page) {
  const headers = await bearer(page);
  const file = (extension: string, mimeType: string) => ({
    name: `demo-thinkers${extension}`,
    mimeType,
    buffer: readFileSync(`${DEMO}${extension}`),
  });
  // One import runs at a time: another journey's may be under way, and this one waits for it.
  const start = () =>
    request.post(`${API}/api/admin/vector-db/import-checkpoint`, {
      headers,
      multipart: {
        snapshot_file: file('.snapshot', 'application/octet-stream'),
        metadata_file: file('.json', 'application/json'),
        books_to_replace: '[]',
      },
    });
  let started = await start();
  await expect
    .poll(
      async () => {
        if (started.status() === 409) started = await start();
        return started.status();
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(202);
  const { job_id: jobId } = (await started.json()) as { job_id: string };
  await expect
    .poll(
      async () => {
        const job = await request.get(`${API}/api/admin/vector-db/checkpoint-jobs/${jobId}`, {
          headers,
        });
        return ((await job.json()) as { status: string }).status;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('completed');
}
