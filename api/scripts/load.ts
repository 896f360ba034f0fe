// The benchmarks' load generator. Two models:
// - closed loop: `connections` callers, each starting its next call when the last one ends, for
//   `seconds` (what a server can sustain at that concurrency);
// - open model: calls start at a fixed arrival rate whatever the server's pace, and each latency
//   is counted from the moment its call was due, so a server falling behind shows it in p99
//   instead of slowing the arrivals down.
// HTTP load runs in a worker thread (`httpLoadInWorker`), so the client's work never sits on the
// event loop of a server in the same process; its keep-alive connections write each request's
// bytes and read the answer themselves, which costs the client far less than `http.request`
// and keeps it from being the limit when a server is fast.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import net from 'node:net';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface Result {
  /** Latencies of the calls that succeeded, in ms. */
  latencies: number[];
  failures: number;
  /** Why calls failed: the HTTP status, or `error` for a thrown one. */
  failed: Record<string, number>;
  elapsedMs: number;
}

export interface Summary {
  requests: number;
  failures: number;
  throughput: number;
  p50: number;
  p99: number;
}

/** A call's outcome: true, or what went wrong (an HTTP status, a word). */
export type Outcome = true | string | number;

/** Collects the outcomes and latencies of calls into a `Result`. */
export function recorder() {
  const result: Result = { latencies: [], failures: 0, failed: {}, elapsedMs: 0 };
  return {
    result,
    record: (outcome: Outcome, ms: number) => {
      if (outcome === true) result.latencies.push(ms);
      else {
        result.failures += 1;
        result.failed[String(outcome)] = (result.failed[String(outcome)] ?? 0) + 1;
      }
    },
  };
}

/** Runs `call` in `connections` loops for `seconds`, timing each call. */
export async function closedLoop(
  call: () => Promise<Outcome>,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<Result> {
  const { result, record } = recorder();
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const before = performance.now();
        const outcome = await call().catch(() => 'error');
        record(outcome, performance.now() - before);
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

/**
 * Starts `call(i)` `rate` times a second, evenly spaced, for `seconds`, whether or not earlier
 * calls have ended; waits for the last one. A call's latency runs from when it was due.
 */
export async function openLoop(
  call: (index: number) => Promise<Outcome>,
  {
    rate,
    seconds,
    onOutcome,
  }: {
    rate: number;
    seconds: number;
    /** Told of every call's outcome too, e.g. to count them by kind. */
    onOutcome?: (index: number, outcome: Outcome, ms: number) => void;
  },
): Promise<Result> {
  const { result, record } = recorder();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      call(i)
        .catch(() => 'error' as const)
        .then((outcome) => {
          const ms = performance.now() - due;
          record(outcome, ms);
          onOutcome?.(i, outcome, ms);
        }),
    );
  }
  await Promise.all(pending);
  result.elapsedMs = performance.now() - started;
  return result;
}

export function summarize(result: Result): Summary {
  const sorted = Float64Array.from(result.latencies).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    failures: result.failures,
    throughput: sorted.length / (result.elapsedMs / 1000),
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** Prints one line for `result` and returns its figures. */
export function report(name: string, result: Result, width = 22): Summary {
  const s = summarize(result);
  const why = Object.entries(result.failed)
    .map(([reason, count]) => `${count}× ${reason}`)
    .join(', ');
  console.log(
    `${name.padEnd(width)} ${s.throughput.toFixed(0).padStart(7)} req/s  p50 ${s.p50.toFixed(1)} ms  p99 ${s.p99.toFixed(1)} ms  (${s.requests} ok, ${s.failures} failed${why ? `: ${why}` : ''})`,
  );
  return s;
}

export interface HttpLoad {
  port: number;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** The status a successful call answers; 200 unless said. */
  status?: number;
}

/**
 * One keep-alive connection sending GET `path` again as soon as each answer has arrived, until
 * `end`. Answers must carry a Content-Length (every JSON answer of Fastify does).
 */
function connectionLoop(
  load: HttpLoad,
  request: Buffer,
  end: number,
  record: (outcome: Outcome, ms: number) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(load.port, '127.0.0.1');
    socket.setNoDelay(true);
    let buffer: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      if (performance.now() >= end) {
        socket.end();
        resolve();
        return;
      }
      sentAt = performance.now();
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', () => {
      record('error', performance.now() - sentAt);
      resolve();
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      const headEnd = buffer.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const head = buffer.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) {
        record('no content-length', performance.now() - sentAt);
        socket.destroy();
        resolve();
        return;
      }
      const total = headEnd + 4 + Number(length[1]);
      if (buffer.length < total) return;
      const status = Number(head.slice(9, 12));
      buffer = buffer.subarray(total);
      record(status === (load.status ?? 200) ? true : status, performance.now() - sentAt);
      send();
    });
  });
}

async function rawHttpLoad(load: HttpLoad): Promise<Result> {
  const headers = { host: `127.0.0.1:${load.port}`, ...load.headers };
  const request = Buffer.from(
    `GET ${load.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
    'latin1',
  );
  const { result, record } = recorder();
  const started = performance.now();
  const end = started + load.seconds * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, () => connectionLoop(load, request, end, record)),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

export interface ServerProcess<Ready> {
  child: ChildProcess;
  /** What the server sent once it listened (its port, and whatever the script adds). */
  ready: Ready;
  /** Ends the server (SIGINT) and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * Runs `script` with `args` in a child process of its own (the same Node options, so TypeScript
 * scripts run as this one does), its standard output appended to `logFile`. The child tells
 * it is ready with `process.send(ready)`; `extraExecArgv` go to its Node (e.g. `--cpu-prof`).
 */
export async function startServerProcess<Ready>(
  script: string,
  args: string[],
  {
    logFile,
    env = {},
    extraExecArgv = [],
    onSpawn,
  }: {
    logFile: string;
    env?: Record<string, string>;
    extraExecArgv?: string[];
    /** Told of the child as soon as it exists, before it is ready. */
    onSpawn?: (child: ChildProcess) => void;
  },
): Promise<ServerProcess<Ready>> {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...process.execArgv, ...extraExecArgv, script, ...args], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  closeSync(log);
  onSpawn?.(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message: Ready) => resolve(message));
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited (${code})`)));
  });
  return {
    child,
    ready,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * A bench script's entry: run as `<script> <role>` by startServerProcess, it starts that role's
 * server and sends what the server resolved to once ready (SIGINT ends it, so that a CPU profile
 * is written); run without a role, it runs the bench itself.
 */
export function benchEntry(
  roles: Record<string, () => Promise<unknown>>,
  main: () => Promise<void>,
): void {
  const start = roles[process.argv[2] ?? ''];
  if (start) {
    start().then(
      (ready) => process.send?.(ready),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
    process.once('SIGINT', () => process.exit(0));
  } else {
    main().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}

const WORKER_TAG = 'lyceum-http-load';

/** Loads GET `path` on 127.0.0.1:`port` from a worker thread; resolves with its result. */
export function httpLoadInWorker(load: HttpLoad): Promise<Result> {
  const worker = new Worker(__filename, {
    workerData: { tag: WORKER_TAG, load },
    execArgv: process.execArgv,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: Result) => resolve(result));
    worker.once('error', reject);
  });
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === WORKER_TAG) {
  const { load } = workerData as { load: HttpLoad };
  rawHttpLoad(load).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => {
      throw error;
    },
  );
}
