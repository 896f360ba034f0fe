import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, isIPv4 } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

/** The deployment files, read from the repository root. */
const REPO_ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  expose?: string[];
  volumes?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}

export interface ComposeFile {
  services: Partial<Record<string, ComposeService>>;
  networks?: Record<string, { ipam?: { config: { subnet: string; ip_range?: string }[] } }>;
}

/**
 * Compose's own interpolation with nothing set in the environment: `${NAME:-default}` and
 * `${NAME-default}` give their default, `${NAME}` nothing, `$$` a dollar sign.
 */
function interpolate(node: unknown): unknown {
  if (typeof node === 'string') {
    return node.replace(/\$\$|\$\{\w+(?::?-([^}]*))?\}/g, (text, fallback?: string) =>
      text === '$$' ? '$' : (fallback ?? ''),
    );
  }
  if (Array.isArray(node)) return node.map(interpolate);
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, interpolate(value)]),
    );
  }
  return node;
}

/** docker-compose.yml as Compose reads it when no variable is set, `<<: *anchor` merged. */
export const readCompose = () =>
  interpolate(parse(read('docker-compose.yml'), { merge: true })) as ComposeFile;

/** The API's services: every one built from the API's Dockerfile, by name. */
export const apiServices = (compose: ComposeFile): [string, ComposeService][] =>
  Object.entries(compose.services)
    .filter(([, service]) => service?.build?.dockerfile === 'api/Dockerfile')
    .map(([name, service]) => [name, service!]);

/** The `host:port` of every `server host:port ...;` line of an nginx upstream list. */
export const upstreamServers = (lines: string) =>
  [...lines.matchAll(/\bserver\s+([^\s;]+)[^;]*;/g)].map((match) => match[1]);

/** What LYCEUM_API_SERVERS holds for API processes at these addresses. */
export const upstreamLines = (addresses: string[]) =>
  addresses.map((address) => `server ${address};`).join('\n    ');

/** The final stage of a Dockerfile (from its last FROM), as text. */
export function dockerfileText(file: string): string {
  const lines = read(file).split('\n');
  return lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line))).join('\n');
}

/** The environment the final stage of a Dockerfile gives its containers (`ENV A=b C=d`). */
export function dockerfileEnv(file: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of dockerfileText(file).split('\n')) {
    const match = /^ENV\s+(.*)$/i.exec(line.trim());
    for (const pair of match?.[1]?.split(/\s+/) ?? []) {
      const [name = '', ...value] = pair.split('=');
      env[name] = value.join('=');
    }
  }
  return env;
}

/** The final stage of a Dockerfile: its WORKDIR and where each COPY from the context lands. */
export function dockerfileFinalStage(file: string): {
  workdir: string;
  copies: Record<string, string>;
} {
  let workdir = '/';
  const copies: Record<string, string> = {};
  for (const line of dockerfileText(file)
    .split('\n')
    .map((text) => text.trim())) {
    const dir = /^WORKDIR\s+(\S+)$/i.exec(line);
    if (dir) workdir = path.posix.resolve(workdir, dir[1]!);
    const copy = /^COPY\s+(?!--from)(\S+)\s+(\S+)$/i.exec(line);
    if (copy) copies[copy[1]!] = path.posix.resolve(workdir, copy[2]!);
  }
  return { workdir, copies };
}

/** Whether an IPv4 CIDR (or a single address) covers an address. */
export function ipv4InRange(address: string, range: string): boolean {
  const [base = '', bits = '32'] = range.split('/');
  if (!isIPv4(address) || !isIPv4(base)) return false;
  const toNumber = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
  const size = 2 ** (32 - Number(bits));
  return Math.floor(toNumber(address) / size) === Math.floor(toNumber(base) / size);
}

const NGINX_TEMPLATE = 'deploy/nginx/lyceum.conf.template';
export const readNginxTemplate = () => read(NGINX_TEMPLATE);

/** The largest request body the API's proxy passes on (its `client_max_body_size`), in bytes. */
export function proxyBodyLimitBytes(): number {
  const [, size = '', unit = ''] =
    /^\s*client_max_body_size\s+(\d+)([km]?);/im.exec(readNginxTemplate()) ?? [];
  const scale = { '': 1, k: 1024, m: 1024 * 1024 }[unit.toLowerCase()] ?? Number.NaN;
  return Number(size) * scale;
}

/** The `${NAME}` variables the template expects from the proxy's environment. */
export const templateVariables = (template: string) =>
  [...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);

/** What the nginx image does at start (envsubst): only the variables it is given are replaced. */
export const renderTemplate = (template: string, env: Record<string, string>) =>
  template.replace(/\$\{(\w+)\}/g, (text, name: string) => env[name] ?? text);

const NGINX: string =
  process.env.NGINX_PATH ??
  (JSON.parse(read('deploy/nginx/debian-nginx.json')) as { executablePath: string }).executablePath;
export const nginxInstalled = existsSync(NGINX);

const DOCKER_COMPOSE: string =
  process.env.DOCKER_COMPOSE_PATH ??
  (JSON.parse(read('deploy/debian-docker-compose.json')) as { executablePath: string })
    .executablePath;
export const dockerComposeInstalled = existsSync(DOCKER_COMPOSE);

/** What `docker-compose config --quiet` says of docker-compose.yml (no daemon needed). */
export function dockerComposeConfig(): { status: number | null; errors: string } {
  const result = spawnSync(DOCKER_COMPOSE, ['-f', 'docker-compose.yml', 'config', '--quiet'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: result.status, errors: result.stderr };
}

/**
 * Resolves once something answers HTTP on `port`; throws `failure()` when `child` exits first or
 * nothing answers within `timeoutMs`.
 */
export async function waitForServer(
  port: number,
  child: ChildProcess,
  timeoutMs: number,
  failure: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops an nginx started here, gracefully (SIGQUIT), once it has exited; nothing if it had. */
export async function stopNginx(child: ChildProcess | null | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGQUIT');
  await exited;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningNginx {
  /** `nginx -t` on the configuration: its exit status and what it printed. */
  check(): { status: number | null; output: string };
  /**
   * With `upstreamLog`, one entry per request answered so far: the API addresses nginx tried, in
   * order (`$upstream_addr`), and the status it answered.
   */
  upstreamLog(): {
    method: string;
    uri: string;
    status: number;
    /** What each process tried answered (`502` when it could not be reached). */
    answers: string[];
    upstreams: string[];
  }[];
  /** What nginx has written to its error log so far. */
  errorLog(): string;
  start(port: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Debian's nginx around one server block, as the official image's nginx.conf wraps conf.d/, with
 * every path in a folder of its own so that it runs without root and beside any system nginx.
 */
export function nginxWith(
  serverBlock: string,
  options: { upstreamLog?: boolean } = {},
): RunningNginx {
  const dir = mkdtempSync(path.join(tmpdir(), 'lyceum-nginx-'));
  // Workers drop root privileges when started as root; they still need to reach their files.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'lyceum.conf'), serverBlock);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 64; }
http {
  default_type application/octet-stream;
  ${
    options.upstreamLog
      ? `log_format upstreams '$request_method $uri $status|$upstream_status|$upstream_addr';
  access_log ${dir}/upstreams.log upstreams;`
      : 'access_log off;'
  }
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/lyceum.conf;
}
`,
  );
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  let child: ChildProcess | null = null;

  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };

  return {
    errorLog,

    upstreamLog() {
      const file = path.join(dir, 'upstreams.log');
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [request = '', answers = '', addresses = ''] = line.split('|');
          const [method = '', uri = '', status = ''] = request.split(' ');
          // `a, b` when nginx tried a then b (`a : b` across internal redirects); `-` for none.
          const list = (text: string) =>
            text
              .split(/[,:]\s+/)
              .map((entry) => entry.trim())
              .filter((entry) => entry !== '' && entry !== '-');
          return {
            method,
            uri,
            status: Number(status),
            answers: list(answers),
            upstreams: list(addresses),
          };
        });
    },

    check() {
      const result = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },

    async start(port) {
      child = spawn(NGINX, args, { stdio: 'ignore' });
      await waitForServer(port, child, 5000, () => `nginx did not start: ${errorLog()}`);
    },

    async stop() {
      await stopNginx(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
