import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { stopNginx, waitForServer } from './compose-files';

/** The repository's root, where the deployment files and the apps' folders are. */
export const REPO_ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

const NGINX_DESCRIPTOR = 'deploy/nginx/debian-nginx.json';
const BROTLI_DESCRIPTOR = 'deploy/web/debian-nginx-brotli.json';

/** A Debian program or module named by a descriptor (`{ executablePath, pathEnv }`). */
function debianFile(descriptor: string): string {
  const { executablePath, pathEnv } = JSON.parse(read(descriptor)) as {
    executablePath: string;
    pathEnv?: string;
  };
  return (pathEnv && process.env[pathEnv]) || executablePath;
}

const NGINX = debianFile(NGINX_DESCRIPTOR);
/** Debian's brotli_static module for nginx; without it, files are sent gzip-compressed only. */
export const BROTLI_MODULE = debianFile(BROTLI_DESCRIPTOR);
export const brotliInstalled = existsSync(BROTLI_MODULE);

/** The image's renderer and the development server's command line. */
export const RENDERER = path.join(REPO_ROOT, 'deploy/web/render.mjs');
const STATIC_SERVER = path.join(REPO_ROOT, 'shared/static-server/bin/lyceum-static-server.mjs');

/** A folder of its own that nginx's workers (another user when started as root) can read. */
export function readableTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A copy of a build with its compressed copies, which the build writes (lyceum-precompress). */
export function builtCopy(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  const copies = readdirSync(to).filter((name) => name.endsWith('.br') || name.endsWith('.gz'));
  if (copies.length === 0) throw new Error(`${from} has no compressed copies: build it again`);
}

function run(program: string, args: string[]): string {
  const result = spawnSync(program, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

export interface RenderOptions {
  app: string;
  root: string;
  pages: string;
  out: string;
  listen: number;
  runtimeConfig?: string;
}

/** Runs the image's renderer (deploy/web/render.mjs) as the image's entry point does. */
export function renderSite(options: RenderOptions): string {
  const args = [
    RENDERER,
    ...['--app', options.app, '--root', options.root, '--pages', options.pages],
    ...['--out', options.out, '--listen', String(options.listen)],
    ...(options.runtimeConfig ? ['--runtime-config', options.runtimeConfig] : []),
    ...(brotliInstalled ? ['--brotli'] : []),
  ];
  return run(process.execPath, args).trim();
}

export interface WebNginx {
  /** `nginx -t` on the configuration: its exit status and what it printed. */
  check(): { status: number | null; output: string };
  start(port: number): Promise<void>;
  /** Asks nginx to read its configuration again (SIGHUP), as `nginx -s reload` does. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with rendered front-end configurations, wrapped as Debian's nginx.conf wraps
 * conf.d/ (modules loaded first), every path in `dir` so that it runs without root.
 */
export function webNginx(dir: string, confs: string[]): WebNginx {
  const conf = path.join(dir, 'nginx.conf');
  const text = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${brotliInstalled ? `load_module ${BROTLI_MODULE};` : ''}
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${confs.map((file) => `  include ${file};`).join('\n')}
}
`;
  writeFileSync(conf, text);
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf];
  let child: ChildProcess | null = null;
  return {
    check() {
      const result = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    async start(port) {
      child = spawn(NGINX, args, { stdio: 'ignore' });
      await waitForPort(port, child, () => readFileSync(path.join(dir, 'error.log'), 'utf8'));
    },
    async reload() {
      if (!child || child.exitCode !== null) throw new Error('nginx is not running');
      child.kill('SIGHUP');
      await Promise.resolve();
    },
    async stop() {
      await stopNginx(child);
    },
  };
}

/** Resolves once the server on `port` answers; fails with what `log` holds when it does not. */
const waitForPort = (port: number, child: ChildProcess, log: () => string) =>
  waitForServer(port, child, 10_000, () => {
    let output = '';
    try {
      output = log();
    } catch {
      // No log yet.
    }
    return `the server on ${port} did not start: ${output}`;
  });

/** The arguments of an app's package.json `serve` script, after the program's name. */
export function serveScriptArgs(folder: string): string[] {
  const { scripts } = JSON.parse(read(`${folder}/package.json`)) as {
    scripts: { serve: string };
  };
  return scripts.serve.trim().split(/\s+/).slice(1);
}

/**
 * The development server as an app's serve script starts it, over `root` instead of its dist
 * folder, on `port`, with the operator's runtime config when given.
 */
export async function startStaticServer(
  folder: string,
  root: string,
  port: number,
  runtimeConfig?: string,
): Promise<{ stop(): Promise<void> }> {
  const args = serveScriptArgs(folder).filter((arg, index) => !(index === 0 && arg === 'dist'));
  const child = spawn(
    process.execPath,
    [STATIC_SERVER, root, ...args, ...(runtimeConfig ? ['--runtime-config', runtimeConfig] : [])],
    { stdio: 'ignore', env: { ...process.env, PORT: String(port), LYCEUM_RUNTIME_CONFIG: '' } },
  );
  await waitForPort(port, child, () => '');
  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** A GET with the path sent as written (fetch would resolve `..` itself). */
export function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A Kubernetes object, as far as the tests read it. */
export interface KubeObject {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } | Record<string, string>;
    ports?: { port: number; targetPort?: number | string }[];
    accessModes?: string[];
    template?: {
      metadata?: { labels?: Record<string, string> };
      spec: {
        containers: KubeContainer[];
        volumes?: {
          name: string;
          configMap?: { name: string };
          persistentVolumeClaim?: { claimName: string };
        }[];
      };
    };
  };
}

export interface KubeContainer {
  name: string;
  image: string;
  ports?: { containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
  }[];
  readinessProbe?: { httpGet?: { path: string; port: number | string } };
  livenessProbe?: { httpGet?: { path: string; port: number | string } };
  volumeMounts?: { name: string; mountPath: string }[];
}

/** Every object of every manifest in deploy/kubernetes/, each file parsed as YAML. */
export function readKubernetes(): KubeObject[] {
  const folder = 'deploy/kubernetes';
  return readdirSync(path.join(REPO_ROOT, folder))
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .flatMap((file) =>
      parseAllDocuments(read(`${folder}/${file}`)).map((document) => {
        if (document.errors.length > 0) {
          throw new Error(`${folder}/${file}: ${document.errors.map(String).join('; ')}`);
        }
        return document.toJS() as KubeObject;
      }),
    )
    .filter(Boolean);
}

/** A file of the repository, parsed as JSON. */
export const readJson = <T>(file: string): T => JSON.parse(read(file)) as T;
