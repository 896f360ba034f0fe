import { servers } from './servers';
import { ensurePgliteImage } from './pglite-image';

/** Before the workers start: the embedded database's migrated image, made once for the run. */
export default async function globalSetup(): Promise<void> {
  if (!servers.databaseUrl) await ensurePgliteImage();
}
