// What the API's own machinery costs a request: `GET /api/test` (a constant answer, no database)
// on the real API with production settings, beside the same route on a bare Fastify 5 server with
// nothing registered. Each server runs in a child process of its own; the load (keep-alive
// connections in a worker thread) goes to one, then the other, in alternation, for several rounds,
// so a neighbour's load on this shared machine falls on both sides alike. Besides throughput and
// latency, each side's server CPU time per request is read from /proc: the figure that varies
// least when the machine is shared.
//
//   cd api && pnpm bench:overhead
//
// BENCH_SECONDS (default 10) sets each side's duration per round, BENCH_ROUNDS (default 3) the
// rounds, BENCH_CONNECTIONS (default 50) the concurrency. BENCH_CPU_PROF=<folder> writes each
// server's CPU profile (`node --cpu-prof`) to <folder>/bare and <folder>/api. The API works on an
// in-memory PGlite database, writes its log lines (level info, one a request) to a scratch file,
// and counts requests with its production limit raised to the highest RATE_LIMIT_MAX the
// configuration takes, so the counting runs but does not refuse the load.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  httpLoadInWorker,
  report,
  startServerProcess,
  benchEntry,
  type ServerProcess,
  type Summary,
} from './load';
import { scratch } from './bench-scratch';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUTE = '/api/test';
const MESSAGE = 'Lyceum API is running';

/** The bare server: Fastify's defaults and the one route, answering the same body. */
async function bareServer(): Promise<number> {
  const app = Fastify();
  app.get(ROUTE, () => ({ message: MESSAGE }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/** The API as production runs it (see the header for what differs). */
async function apiServer(): Promise<number> {
  const config = loadConfig({
    APP_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DATA_DIR: process.env.BENCH_DATA_DIR,
    PGLITE_DATA_DIR: 'memory://',
    HOST: '127.0.0.1',
    PORT: '0',
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

interface Server {
  name: string;
  process: ServerProcess<{ port: number }>;
}

/** User + system CPU time of process `pid` so far, in ms (/proc counts in 1/100 s). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(server: Server, duration: number) {
  const pid = server.process.child.pid!;
  const before = cpuMs(pid);
  const result = await httpLoadInWorker({
    port: server.process.ready.port,
    path: ROUTE,
    connections,
    seconds: duration,
  });
  const cpu = cpuMs(pid) - before;
  return { result, cpuPerRequestUs: (cpu * 1000) / Math.max(1, result.latencies.length) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

async function main() {
  const work = await scratch('overhead', undefined);
  const profileDir = process.env.BENCH_CPU_PROF ?? null;
  const servers: Server[] = [];
  try {
    for (const role of ['bare', 'api'] as const) {
      const started = await startServerProcess<{ port: number }>(__filename, [role], {
        logFile: path.join(work.dir, `${role}.log`),
        env: { BENCH_DATA_DIR: work.dir },
        extraExecArgv: profileDir
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, role)}`]
          : [],
      });
      servers.push({ name: role === 'bare' ? 'bare Fastify' : 'API', process: started });
    }
    console.log(
      `GET ${ROUTE}: ${connections} connections, ${seconds} s a side, ${rounds} rounds, alternating`,
    );
    for (const server of servers) await measure(server, 2); // warm-up, not reported
    const figures = new Map<string, Array<Summary & { cpuUs: number }>>();
    for (let round = 1; round <= rounds; round += 1) {
      for (const server of servers) {
        const { result, cpuPerRequestUs } = await measure(server, seconds);
        const summary = report(`round ${round}: ${server.name}`, result, 24);
        console.log(`${''.padEnd(24)}   server CPU ${cpuPerRequestUs.toFixed(0)} µs a request`);
        figures.set(server.name, [
          ...(figures.get(server.name) ?? []),
          { ...summary, cpuUs: cpuPerRequestUs },
        ]);
      }
      const [bare, api] = servers.map((server) => figures.get(server.name)!.at(-1)!);
      console.log(
        `round ${round}: API / bare throughput ${((api!.throughput / bare!.throughput) * 100).toFixed(0)} %`,
      );
    }
    console.log('\nmedians over the rounds:');
    const medians = servers.map((server) => {
      const runs = figures.get(server.name)!;
      const m = {
        throughput: median(runs.map((r) => r.throughput)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        cpuUs: median(runs.map((r) => r.cpuUs)),
      };
      console.log(
        `${server.name.padEnd(24)} ${m.throughput.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms  CPU ${m.cpuUs.toFixed(0)} µs a request`,
      );
      return m;
    });
    const ratios = Array.from({ length: rounds }, (_, i) => {
      const [bare, api] = servers.map((server) => figures.get(server.name)![i]!);
      return (api!.throughput / bare!.throughput) * 100;
    });
    console.log(
      `API / bare throughput: median ${median(ratios).toFixed(0)} % (rounds: ${ratios.map((r) => r.toFixed(0)).join(', ')} %); CPU a request: bare / API ${((medians[0]!.cpuUs / medians[1]!.cpuUs) * 100).toFixed(0)} %`,
    );
  } finally {
    for (const server of servers) await server.process.stop();
    rmSync(work.dir, { recursive: true, force: true });
  }
}

benchEntry(
  {
    bare: async () => ({ port: await bareServer() }),
    api: async () => ({ port: await apiServer() }),
  },
  main,
);
