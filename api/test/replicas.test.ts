import type {
  BrowseIdeasResponse,
  ChatResponse,
  ConversationResponse,
  ImportJob,
} from '@lyceum/contracts';
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { SIGN_IN_FAILURES_MAX } from '../src/modules/users/sign-in-guard';
import { DEMO_ACCOUNTS } from '../src/seed';
import { buildCheckpoint, checkpointParts, multipart, snapshotIdea } from './checkpoint-files';
import {
  replicaStackAvailable,
  startReplicaStack,
  type Replica,
  type ReplicaStack,
} from './replica-stack';

/** Sign-in attempts one client may make a minute on the stack (AUTH_RATE_LIMIT_MAX). */
const AUTH_MAX = 4;
const ADMIN = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
const LEARNER = DEMO_ACCOUNTS.find((account) => account.role === 'standard')!;

jest.setTimeout(30_000);

/**
 * The compose file's topology, run here: two API processes on one PostgreSQL database and one
 * Redis, behind nginx with the deployment's template. They must answer as one service.
 */
(replicaStackAvailable ? describe : describe.skip)('two API processes behind nginx', () => {
  let stack: ReplicaStack;
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    stack = await startReplicaStack(2, {
      AUTH_RATE_LIMIT_MAX: String(AUTH_MAX),
      // The load below reaches the API as one client (the proxy's own address): the general
      // per-client limit is not what it tests.
      RATE_LIMIT_MAX: '100000',
    });
    [a, b] = stack.replicas as [Replica, Replica];
  }, 90_000);
  afterAll(() => stack?.close(), 60_000);

  let clients = 0;
  /**
   * A client address of its own: replicas are called directly from 127.0.0.1, which they trust
   * as their proxy, so each call may say which client it forwards.
   */
  const newClient = () => `198.51.100.${(clients += 1)}`;

  interface CallOptions {
    method?: string;
    token?: string;
    client?: string;
    json?: unknown;
    form?: Record<string, string>;
    body?: { payload: Buffer; headers: Record<string, string> };
  }
  async function call(base: string, url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { 'x-forwarded-for': options.client ?? newClient() };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.body) {
      Object.assign(headers, options.body.headers);
      body = options.body.payload;
    }
    const response = await fetch(`${base}${url}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
    });
    const text = await response.text();
    return { status: response.status, json: <T>() => JSON.parse(text) as T, text };
  }

  const signIn = (replica: Replica, username: string, password: string, client?: string) =>
    call(replica.url, '/api/signin', { form: { username, password }, client });
  const tokenOf = async (replica: Replica, username: string, password: string) => {
    const response = await signIn(replica, username, password);
    expect([response.status, response.text]).toEqual([200, expect.any(String)]);
    return response.json<{ access_token: string }>().access_token;
  };
  const password = () => `Replica-${randomBytes(8).toString('hex')}`;
  async function newUser(replica: Replica) {
    const user = { username: `r${randomBytes(5).toString('hex')}`, password: password() };
    const response = await call(replica.url, '/api/signup', {
      json: { ...user, email: `${user.username}@example.com` },
    });
    expect([response.status, response.text]).toEqual([201, expect.any(String)]);
    return user;
  }

  it('takes turns between both processes', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await call(stack.proxyUrl, `/api/ready?turn=${i}`)).status).toBe(200);
    }
    const served = stack.nginx
      .upstreamLog()
      .filter(({ uri }) => uri === '/api/ready')
      .flatMap(({ upstreams }) => upstreams);
    expect(new Set(served)).toEqual(new Set([a, b].map(({ port }) => `127.0.0.1:${port}`)));
  });

  it("counts a client's sign-in attempts on both processes together", async () => {
    const client = newClient();
    const statuses = [];
    for (let i = 0; i <= AUTH_MAX; i += 1) {
      const replica = i % 2 === 0 ? a : b;
      statuses.push((await signIn(replica, `nobody-${i}`, 'not-the-password', client)).status);
    }
    // Each process alone has seen at most half of them.
    expect(statuses).toEqual([...Array<number>(AUTH_MAX).fill(401), 429]);
    expect((await signIn(a, 'nobody', 'not-the-password', client)).status).toBe(429);
  });

  it('holds back an account after failed sign-ins spread over both processes', async () => {
    const victim = await newUser(a);
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i += 1) {
      const replica = i % 2 === 0 ? a : b;
      expect((await signIn(replica, victim.username, 'not-the-password')).status).toBe(401);
    }
    for (const replica of [a, b]) {
      const response = await signIn(replica, victim.username, victim.password);
      expect(response.status).toBe(429);
      expect(response.json<{ code: string }>().code).toBe('rate_limited');
    }
  });

  it('revokes on one process a token whose password was changed on the other', async () => {
    const user = await newUser(a);
    const old = await tokenOf(b, user.username, user.password);
    expect((await call(a.url, '/api/users/me', { token: old })).status).toBe(200);

    const newPassword = password();
    const changed = await call(b.url, '/api/users/me/password', {
      token: old,
      json: { current_password: user.password, new_password: newPassword },
    });
    expect([changed.status, changed.text]).toEqual([200, expect.any(String)]);

    const refused = await call(a.url, '/api/users/me', { token: old });
    expect(refused.status).toBe(401);
    const fresh = changed.json<{ access_token: string }>().access_token;
    expect((await call(a.url, '/api/users/me', { token: fresh })).status).toBe(200);
    expect((await signIn(a, user.username, newPassword)).status).toBe(200);
  });

  it('keeps a chat answered by one process in the conversation the other shows', async () => {
    const token = await tokenOf(a, LEARNER.username, LEARNER.password);
    const message = `How should I spend my time? (${randomBytes(3).toString('hex')})`;
    const chat = await call(a.url, '/api/persona/chat', {
      token,
      json: { character: 'Seneca', message },
    });
    expect([chat.status, chat.text]).toEqual([200, expect.any(String)]);
    const answer = chat.json<ChatResponse>();

    const kept = await call(b.url, '/api/persona/seneca/conversation', { token });
    expect(kept.status).toBe(200);
    const messages = kept.json<ConversationResponse>().messages;
    expect(messages.slice(-2).map(({ type, content }) => ({ type, content }))).toEqual([
      { type: 'user', content: message },
      { type: 'character', content: answer.response },
    ]);
  });

  it('imports a checkpoint started on one process while the other reports its progress', async () => {
    const token = await tokenOf(b, ADMIN.username, ADMIN.password);
    const collection = `replicas-${randomBytes(3).toString('hex')}`;
    const checkpoint = buildCheckpoint([
      snapshotIdea(collection, '1'),
      snapshotIdea(collection, '2'),
    ]);
    const base = '/api/admin/vector-db';
    const started = await call(a.url, `${base}/import-checkpoint`, {
      token,
      body: multipart(checkpointParts(checkpoint, { books_to_replace: '[]' })),
    });
    expect([started.status, started.text]).toEqual([202, expect.any(String)]);
    const { job_id: jobId } = started.json<{ job_id: string }>();

    let job: ImportJob | undefined;
    for (let i = 0; i < 200 && job?.status !== 'completed'; i += 1) {
      const polled = await call(b.url, `${base}/checkpoint-jobs/${jobId}`, { token });
      expect(polled.status).toBe(200);
      job = polled.json<ImportJob>();
      if (job.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([job?.status, job?.error_message]).toEqual(['completed', null]);

    const browsed = await call(b.url, `${base}/collections/${collection}/browse`, {
      token,
      json: {},
    });
    expect(browsed.json<BrowseIdeasResponse>().total_count).toBe(2);
  });

  it('loses no request when one process is stopped under load', async () => {
    const learner = await tokenOf(a, LEARNER.username, LEARNER.password);
    const admin = await tokenOf(a, ADMIN.username, ADMIN.password);
    // A connection of our own to the process that will stop, opened before it stops.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const readyOnB = () =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        httpRequest(`${b.url}/api/ready`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        })
          .on('error', reject)
          .end();
      });
    expect((await readyOnB()).status).toBe(200);

    const failures: string[] = [];
    let answered = 0;
    let running = true;
    // Reading the learner's profile, and an administrator's search (a POST that changes nothing).
    const worker = async (n: number) => {
      for (let i = 0; running; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        const post = (n + i) % 2 === 1;
        const response = post
          ? await call(stack.proxyUrl, '/api/admin/vector-db/collections/seneca/browse', {
              token: admin,
              json: { search_query: 'time' },
            })
          : await call(stack.proxyUrl, '/api/users/me', { token: learner });
        answered += 1;
        if (response.status !== 200) {
          failures.push(`${post ? 'POST' : 'GET'} ${response.status} ${response.text}`);
        }
      }
    };
    const loadStart = stack.nginx.upstreamLog().length;
    const load = Array.from({ length: 6 }, (_, n) => worker(n));

    let servedBefore: number | undefined;
    let readyWhileStopping: unknown;
    let exitCode: number | null | undefined;
    let stoppingMs = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      servedBefore = stack.nginx.upstreamLog().length - loadStart;
      const stoppedAt = Date.now();
      b.process.kill('SIGTERM');
      // Readiness fails at once on the connections it still serves, and each is closed after.
      await new Promise((resolve) => setTimeout(resolve, 100));
      readyWhileStopping = await readyOnB().catch((error: Error) => error.message);
      exitCode = await b.exited;
      stoppingMs = Date.now() - stoppedAt;
      // The load goes on for a while after, on the remaining process.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 3500 - stoppingMs)));
    } finally {
      running = false;
      agent.destroy();
      await Promise.all(load);
    }

    const log = stack.nginx.upstreamLog().slice(loadStart);
    // Every request answered, and what nginx saw of those that were not.
    expect({
      failures,
      nginx: failures.length > 0 ? log.filter(({ status }) => status !== 200) : [],
      errors: failures.length > 0 ? stack.nginx.errorLog() : '',
    }).toEqual({ failures: [], nginx: [], errors: '' });
    expect(readyWhileStopping).toEqual({ status: 503, connection: 'close' });
    expect(exitCode).toBe(0);
    const bAddress = `127.0.0.1:${b.port}`;
    // Both processes served requests of the load, and only one is left to serve it.
    expect(log.slice(0, servedBefore).some(({ upstreams }) => upstreams.includes(bAddress))).toBe(
      true,
    );
    expect(log.slice(-20).every(({ upstreams }) => upstreams.at(-1) !== bAddress)).toBe(true);
    // What the stopping process turned away, nginx sent to the other one.
    const retried = log.filter(({ upstreams }) => upstreams.length > 1);
    expect(retried.length).toBeGreaterThan(0);
    for (const { method, upstreams, answers } of retried) {
      expect({ method, upstreams, answers }).toEqual({
        method: 'GET',
        upstreams: [bAddress, `127.0.0.1:${a.port}`],
        answers: [expect.stringMatching(/^50[23]$/), '200'],
      });
    }
    expect(answered).toBeGreaterThan(100);
    console.log(
      `${answered} requests, ${retried.length} tried on both processes; the stopped one exited ${stoppingMs} ms after SIGTERM`,
    );
  });
});
