import { createServer, type AddressInfo } from 'node:net';
import { startMailRetry } from '../src/modules/mail/mail-retry';
import { createMailer } from '../src/modules/mail/mail-service';
import { buildTestApp, signUp, type TestApp } from './helper';
import { startSmtpSink, waitUntil } from './smtp-sink';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const SUBSCRIBERS = 10;
const NEWCOMERS = 2;
const RETRY_EVERY_MS = 50;

/** A port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('an SMTP server that is down, then refuses, then accepts again', () => {
  // Read by the sink at each message: it refuses while this says so.
  const mode = { refuse: true };
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let proxy: TcpProxy;
  let t: TestApp;
  const recipients = [
    ...Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.com`),
    ...Array.from({ length: NEWCOMERS }, (_, i) => `newcomer${i}@example.com`),
  ];

  interface State {
    status: string;
    attempts: number;
  }
  const states = () =>
    t.app.db.query<State & { recipient: string }>(
      'SELECT recipient, status, attempts FROM mail_messages ORDER BY id',
    );
  /** Makes every failed message due now, as the retry delays would after a while. */
  const makeDue = () =>
    t.app.db.query("UPDATE mail_messages SET next_attempt_at = now() WHERE status = 'failed'");
  /** Waits until every message has been tried at least `attempts` times and none is sending. */
  const settledAfter = (attempts: number) =>
    waitUntil(async () => {
      const rows = await states();
      return (
        rows.length === recipients.length &&
        rows.every((row) => row.status !== 'sending' && row.attempts >= attempts)
      );
    }, 20_000);

  beforeAll(async () => {
    sink = await startSmtpSink(mode);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: await closedPort() });
    t = await buildTestApp({
      SIGNUP_MODE: 'open',
      SMTP_URL: `smtp://127.0.0.1:${proxy.port}`,
      SMTP_TIMEOUT_MS: '1000',
      MAIL_SEND_WAIT_MS: '200',
      MAIL_RETRY_INTERVAL_MS: String(RETRY_EVERY_MS),
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await sink.close();
  });

  it('delivers every stored message exactly once when the server comes back', async () => {
    // Another replica's retry pass races this process's for the same messages.
    const replica = createMailer(t.config, t.app.db, t.app.log);
    const replicaRetry = startMailRetry(replica, RETRY_EVERY_MS, t.app.log);
    try {
      // Down: every connection is refused; the requests still store their messages.
      for (const email of recipients.slice(0, SUBSCRIBERS)) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email, language: 'en' },
        });
        expect([200, 502]).toContain(response.statusCode);
      }
      for (const email of recipients.slice(SUBSCRIBERS)) {
        const response = await signUp(t.app, { username: email.split('@')[0]!, email });
        expect(response.statusCode).toBe(201);
      }
      await settledAfter(1);
      expect((await states()).every((row) => row.status === 'failed')).toBe(true);
      await makeDue();
      await settledAfter(2);

      // Up again, but refusing every message.
      proxy.retarget(Number(new URL(sink.url).port));
      await makeDue();
      await settledAfter(3);
      expect((await states()).every((row) => row.status === 'failed')).toBe(true);
      expect(sink.received).toEqual([]);

      // Accepting: the retry passes send what is due.
      mode.refuse = false;
      await makeDue();
      await waitUntil(async () => (await states()).every((row) => row.status === 'sent'), 20_000);
      // More passes find nothing left to send.
      await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS * 6));
    } finally {
      await replicaRetry.stop();
      await replica.close();
    }

    const rows = await states();
    expect(rows.map((row) => row.recipient).sort()).toEqual([...recipients].sort());
    const perRecipient = new Map<string, number>();
    for (const mail of sink.received) {
      for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    }
    expect(Object.fromEntries(perRecipient)).toEqual(
      Object.fromEntries(recipients.map((email) => [email, 1])),
    );
    const messageIds = new Set(sink.received.map((mail) => mail.header('message-id')));
    expect(messageIds.size).toBe(recipients.length);
    // Each message went out on its fourth attempt, after three that failed.
    expect(rows.map((row) => row.attempts)).toEqual(recipients.map(() => 4));
  });
});
