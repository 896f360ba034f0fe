import { emptyOutbox } from './outbox';

/** Each run reads only the e-mails it caused. */
export default async function globalSetup(): Promise<void> {
  await emptyOutbox();
}
