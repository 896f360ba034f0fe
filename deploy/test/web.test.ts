import {
  devRuntimeConfig,
  frontEnd,
  frontEnds,
  readApps,
  type RuntimeConfig,
} from '@lyceum/build/apps';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  dockerfileEnv,
  freePort,
  nginxInstalled,
  readCompose,
  type ComposeService,
} from './compose-files';
import {
  brotliInstalled,
  builtCopy,
  rawGet,
  readableTempDir,
  readJson,
  readKubernetes,
  renderSite,
  REPO_ROOT,
  startStaticServer,
  webNginx,
  type KubeContainer,
  type KubeObject,
  type WebNginx,
} from './web-files';

const DOCKERFILE = 'deploy/web/Dockerfile';
const PRODUCTION_CONFIG = 'deploy/web/runtime-config.production.json';
const apps = readApps();
const host = frontEnd('host');
const publicSite = frontEnd('public');

/** The response headers a front-end's server decides (not dates, lengths or entity tags). */
const COMPARED_HEADERS = [
  'cache-control',
  'content-type',
  'content-encoding',
  'vary',
  'content-security-policy',
  'link',
  'access-control-allow-origin',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

async function answer(base: string, pathname: string, acceptEncoding: string) {
  const response = await fetch(`${base}${pathname}`, {
    headers: { 'accept-encoding': acceptEncoding },
  });
  const headers = Object.fromEntries(
    COMPARED_HEADERS.map((name) => [name, response.headers.get(name)]),
  );
  return {
    pathname,
    acceptEncoding,
    status: response.status,
    headers,
    body: await response.text(),
  };
}

/** A content-hashed file of a build whose name matches `pattern`. */
const hashedFile = (root: string, pattern: RegExp) => {
  const file = readdirSync(root).find((name) => pattern.test(name));
  if (!file) throw new Error(`no file like ${pattern} in ${root}`);
  return `/${file}`;
};

(nginxInstalled ? describe : describe.skip)('the front-ends in Debian nginx', () => {
  let dir: string;
  let hostRoot: string;
  let publicRoot: string;
  let runtimeConfigFile: string;
  let runtimeConfig: RuntimeConfig;
  const servers: { stop(): Promise<void> }[] = [];
  let hostNginx: WebNginx;
  let publicNginx: WebNginx;
  const ports = { host: 0, public: 0, hostDev: 0, publicDev: 0 };
  const nginxBase = (port: number) => `http://127.0.0.1:${port}`;

  /** The host's configuration rendered again (after a runtime config change, say). */
  const renderHost = () =>
    renderSite({
      app: 'host',
      root: hostRoot,
      pages: path.join(dir, 'host-pages'),
      out: path.join(dir, 'host.conf'),
      listen: ports.host,
      runtimeConfig: runtimeConfigFile,
    });

  beforeAll(async () => {
    dir = readableTempDir('lyceum-web-');
    hostRoot = path.join(dir, 'host-dist');
    publicRoot = path.join(dir, 'public-dist');
    // The real builds, copied with their compressed copies (another process may rebuild them
    // meanwhile); a dotfile is added to see it refused.
    builtCopy(path.join(REPO_ROOT, host.folder, 'dist'), hostRoot);
    builtCopy(path.join(REPO_ROOT, publicSite.folder, 'dist'), publicRoot);
    writeFileSync(path.join(hostRoot, '.env'), 'JWT_SECRET=not-for-the-web');
    mkdirSync(path.join(hostRoot, '.git'));
    writeFileSync(path.join(hostRoot, '.git', 'config'), '[core]');

    for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
    // Every app at its apps.json port, but the public remote at its nginx.
    runtimeConfig = devRuntimeConfig(apps, (port) =>
      nginxBase(port === publicSite.port ? ports.public : port),
    );
    runtimeConfigFile = path.join(dir, 'runtime-config.json');
    writeFileSync(runtimeConfigFile, JSON.stringify(runtimeConfig, null, 2));

    expect(
      renderSite({
        app: 'public',
        root: publicRoot,
        pages: path.join(dir, 'public-pages'),
        out: path.join(dir, 'public.conf'),
        listen: ports.public,
      }),
    ).toBe('written');
    mkdirSync(path.join(dir, 'public-nginx'));
    publicNginx = webNginx(path.join(dir, 'public-nginx'), [path.join(dir, 'public.conf')]);
    await publicNginx.start(ports.public);
    servers.push(publicNginx);

    // The host's hints read the public remote's manifest, so the remote is served first.
    expect(renderHost()).toBe('written');
    mkdirSync(path.join(dir, 'host-nginx'));
    hostNginx = webNginx(path.join(dir, 'host-nginx'), [path.join(dir, 'host.conf')]);
    await hostNginx.start(ports.host);
    servers.push(hostNginx);

    servers.push(
      await startStaticServer(host.folder, hostRoot, ports.hostDev, runtimeConfigFile),
      await startStaticServer(publicSite.folder, publicRoot, ports.publicDev),
    );
  }, 120_000);

  afterAll(async () => {
    for (const server of servers.reverse()) await server.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('accepts the rendered configurations (nginx -t)', () => {
    for (const nginx of [hostNginx, publicNginx]) {
      const { status, output } = nginx.check();
      expect(output).toContain('test is successful');
      expect(status).toBe(0);
    }
  });

  it('answers as the development server does: status, caching, type, encoding, policy, hints', async () => {
    const hostPaths = [
      '/',
      '/about',
      '/about/',
      '/fr',
      '/fr/about',
      '/confirm/some-token',
      '/flashcards',
      '/chat/socrates',
      '/nested/route/',
      '/index.html',
      '/main.js',
      '/mf-manifest.json',
      '/robots.txt',
      hashedFile(hostRoot, /^\d+\.[0-9a-f]{8,}\.js$/),
      hashedFile(hostRoot, /\.js\.LICENSE\.txt$/),
      '/missing.js',
      '/confirm/token.with-extension',
    ];
    const publicPaths = [
      '/',
      '/index.html',
      '/remoteEntry.js',
      '/mf-manifest.json',
      '/preload-hints.json',
      hashedFile(publicRoot, /^hero-.*\.avif$/),
      hashedFile(publicRoot, /^__federation_expose_.*\.js$/),
      '/about',
    ];
    const cases = [
      ...hostPaths.map((pathname) => [ports.host, ports.hostDev, pathname] as const),
      ...publicPaths.map((pathname) => [ports.public, ports.publicDev, pathname] as const),
    ];
    const encodings = [brotliInstalled ? 'br, gzip' : 'gzip', 'gzip', 'identity'];
    for (const [nginxPort, devPort, pathname] of cases) {
      for (const encoding of encodings) {
        const [fromNginx, fromDev] = await Promise.all([
          answer(nginxBase(nginxPort), pathname, encoding),
          answer(nginxBase(devPort), pathname, encoding),
        ]);
        expect(fromNginx).toEqual(fromDev);
      }
    }
  });

  it('revalidates entry files and keeps content-hashed files for a year', async () => {
    const cacheOf = async (port: number, pathname: string) =>
      (await fetch(`${nginxBase(port)}${pathname}`)).headers.get('cache-control');
    for (const pathname of ['/', '/index.html', '/mf-manifest.json', '/runtime-config.json']) {
      expect(await cacheOf(ports.host, pathname)).toBe('no-cache');
    }
    expect(await cacheOf(ports.public, '/remoteEntry.js')).toBe('no-cache');
    expect(await cacheOf(ports.host, hashedFile(hostRoot, /^\d+\.[0-9a-f]{8,}\.js$/))).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends the compressed copies written at build time, saying the answer varies', async () => {
    const original = readFileSync(path.join(hostRoot, 'main.js'), 'utf8');
    const expected = [
      [brotliInstalled ? 'br, gzip' : 'gzip', brotliInstalled ? 'br' : 'gzip'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const;
    for (const [accepted, encoding] of expected) {
      const response = await fetch(`${nginxBase(ports.host)}/main.js`, {
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(original);
    }
  });

  it("serves the host's routes from index.html, with the landing's hints on its paths only", async () => {
    const manifest = runtimeConfig.remotes.public?.manifest ?? '';
    const landing = await fetch(`${nginxBase(ports.host)}/fr/about`);
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Connections in the header; the remote's scripts and data in the page, for after its paint.
    expect(landing.headers.get('link')).toContain(`<${new URL(manifest).origin}>; rel=preconnect`);
    expect(landing.headers.get('link')).not.toContain('as=script');
    expect(landing.headers.get('content-security-policy')).toContain(new URL(manifest).origin);
    const page = await landing.text();
    const later = /<template data-lyceum="?after-paint"?>(.*?)<\/template>/.exec(page)?.[1] ?? '';
    expect(later).toContain(`<link rel="preload" href="${manifest}" as="fetch" crossorigin>`);
    expect(later).toContain(`href="${new URL('remoteEntry.js', manifest).href}" as="script"`);

    // A public page's path answers its document: the public remote's page in the host's frame,
    // in its language, its stylesheet linked from the remote's folder.
    const faq = await (await fetch(`${nginxBase(ports.host)}/fr/faq`)).text();
    expect(faq).toMatch(/^<!doctype html><html lang="fr" data-lyceum-document="everyone"/);
    expect(faq).toMatch(/<div id="root"><a class="skip-link" href="#page-main">[^<]+<\/a><header/);
    expect(faq).toContain('<h1>Questions fréquentes</h1>');
    expect(faq).toMatch(
      new RegExp(
        `<link rel="stylesheet" href="${new URL('documents.', manifest).href}[0-9a-f]+\\.css">`,
      ),
    );

    const area = await fetch(`${nginxBase(ports.host)}/flashcards/import`);
    expect(area.status).toBe(200);
    expect(area.headers.get('link')).toBeNull();
    expect(await area.text()).toContain('<div id=root>');

    // A remote is not an SPA: only its files and its own page.
    expect((await fetch(`${nginxBase(ports.public)}/about`)).status).toBe(404);
  });

  it('refuses dotfiles, source maps, compressed copies and paths out of the folder alike', async () => {
    expect(readdirSync(hostRoot)).toEqual(expect.arrayContaining(['main.js.map', 'main.js.gz']));
    const refused = [
      '/.env',
      '/.git/config',
      '/main.js.map',
      '/main.js.gz',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/a/..%2f..%2f..%2fetc/passwd',
      '/../../etc/passwd',
    ];
    for (const pathname of refused) {
      const response = await rawGet(ports.host, pathname);
      expect({ pathname, ...response }).toEqual({ pathname, status: 404, body: 'Not found' });
    }
  });

  it('refuses to render a build holding a symbolic link', () => {
    const linked = path.join(dir, 'linked-dist');
    mkdirSync(linked);
    writeFileSync(path.join(linked, 'index.html'), '<!doctype html><title>x</title>');
    symlinkSync('/etc/passwd', path.join(linked, 'passwd.txt'));
    expect(() =>
      renderSite({
        app: 'public',
        root: linked,
        pages: path.join(dir, 'linked-pages'),
        out: path.join(dir, 'linked.conf'),
        listen: ports.public,
      }),
    ).toThrow(/symbolic links/);
  });

  it('serves the mounted runtime config as it is, and the policy follows it once rendered again', async () => {
    const served = await fetch(`${nginxBase(ports.host)}/runtime-config.json`);
    expect(served.headers.get('cache-control')).toBe('no-cache');
    expect(await served.json()).toEqual(runtimeConfig);
    expect(renderHost()).toBe('unchanged');

    // The Academy moves: the file is answered at once, the pages' policy after rendering.
    const moved = `http://127.0.0.1:${await freePort()}`;
    const academy = runtimeConfig.remotes.academy;
    if (!academy) throw new Error('apps.json has no academy remote');
    const next = {
      ...runtimeConfig,
      remotes: {
        ...runtimeConfig.remotes,
        academy: { ...academy, manifest: `${moved}/mf-manifest.json` },
      },
    };
    writeFileSync(runtimeConfigFile, JSON.stringify(next, null, 2));
    expect(await (await fetch(`${nginxBase(ports.host)}/runtime-config.json`)).json()).toEqual(
      next,
    );
    expect(renderHost()).toBe('written');
    await hostNginx.reload();
    const deadline = Date.now() + 5000;
    let csp = '';
    while (!csp.includes(moved) && Date.now() < deadline) {
      // The old worker closes its idle kept-alive connections as the new one starts: a request
      // sent on one of them at that moment fails and is sent again, as a browser would.
      const page = await fetch(`${nginxBase(ports.host)}/flashcards`).catch(() => undefined);
      csp = page?.headers.get('content-security-policy') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const fromDev = await fetch(`${nginxBase(ports.hostDev)}/flashcards`);
    expect(csp).toBe(fromDev.headers.get('content-security-policy'));
    expect(csp).toContain(moved);
  });
});

interface WebComposeService extends ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  restart?: string;
}

describe('the front-ends in docker-compose.yml', () => {
  const compose = readCompose();
  const services = compose.services as Partial<Record<string, WebComposeService>>;
  const imageEnv = dockerfileEnv(DOCKERFILE);
  const dockerfile = readFileSync(path.join(REPO_ROOT, DOCKERFILE), 'utf8');

  it.each(frontEnds().map((app) => [app.key, app.port] as const))(
    '%s: built from the front-end Dockerfile, published on its port, health-checked',
    (key, port) => {
      const service = services[key];
      expect(service?.build).toEqual({
        context: '.',
        dockerfile: DOCKERFILE,
        args: expect.objectContaining({ APP: key }) as unknown,
      });
      expect(service?.ports).toEqual([`${port}:${port}`]);
      expect(service?.healthcheck?.test[0]).toBe('CMD');
      expect(service?.healthcheck?.test.join(' ')).toContain('LYCEUM_APP');
      expect(service?.restart).toBe('unless-stopped');
    },
  );

  it('mounts the production runtime config where the image reads it, into the host alone', () => {
    const mount = `./${PRODUCTION_CONFIG}:${imageEnv.LYCEUM_RUNTIME_CONFIG}:ro`;
    expect(services.host?.volumes).toEqual([mount]);
    for (const app of frontEnds().filter(({ key }) => key !== 'host')) {
      expect(services[app.key]?.volumes ?? []).not.toContainEqual(
        expect.stringContaining(PRODUCTION_CONFIG),
      );
    }
  });

  it('names every app where compose publishes it, and lets the host reach the public remote', () => {
    const config = readJson<RuntimeConfig>(PRODUCTION_CONFIG);
    // Each front-end and the proxy are published on their apps.json ports on this machine.
    const proxyPort = Number(services.proxy?.ports?.[0]?.split(':')[0]);
    expect(proxyPort).toBe(apps.api.port);
    expect(config).toEqual(devRuntimeConfig(apps, (port) => `http://localhost:${port}`));

    const publicOrigin = new URL(config.remotes.public?.manifest ?? '').origin;
    expect(services.host?.environment?.LYCEUM_RESOLVE).toBe(
      `${publicOrigin}=http://public:${publicSite.port}`,
    );
    expect(services.host?.depends_on?.public).toEqual({ condition: 'service_healthy' });
  });

  it("runs Debian's nginx, with the brotli module, and the renderer at start", () => {
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const { package: nginx } = readJson<{ package: string }>('deploy/nginx/debian-nginx.json');
    const { package: brotli } = readJson<{ package: string }>(
      'deploy/web/debian-nginx-brotli.json',
    );
    expect(finalStage).toMatch(/^\nFROM debian:bookworm-slim\b/);
    expect(finalStage).toContain(`apt-get install -y --no-install-recommends ${nginx} ${brotli}`);
    expect(finalStage).toContain('ENTRYPOINT ["/usr/local/bin/lyceum-web"]');
    expect(readFileSync(path.join(REPO_ROOT, 'deploy/web/entrypoint.sh'), 'utf8')).toContain(
      '/opt/lyceum/deploy/web/render.mjs',
    );
  });
});

describe('the Kubernetes manifests', () => {
  const objects = readKubernetes();
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) =>
    ofKind(kind).find((object) => object.metadata.name === name);
  const container = (deployment: KubeObject | undefined): KubeContainer | undefined =>
    deployment?.spec?.template?.spec.containers[0];

  it('gives every container of every Deployment a readiness probe on its own port', () => {
    expect(ofKind('Deployment').length).toBe(frontEnds().length + 1);
    for (const deployment of ofKind('Deployment')) {
      for (const each of deployment.spec?.template?.spec.containers ?? []) {
        expect(each.readinessProbe?.httpGet?.port).toBe(each.ports?.[0]?.containerPort);
      }
    }
  });

  it('runs several API replicas, ready on /api/ready, with their secrets from a Secret', () => {
    const deployment = named('Deployment', 'lyceum-api');
    const api = container(deployment);
    expect(deployment?.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(api?.image).toMatch(/\/lyceum-api:/);
    expect(api?.ports).toEqual([{ containerPort: apps.api.port }]);
    expect(api?.readinessProbe?.httpGet).toEqual({ path: '/api/ready', port: apps.api.port });
    const env = new Map((api?.env ?? []).map((entry) => [entry.name, entry]));
    expect(env.get('APP_ENV')?.value).toBe('production');
    expect(env.get('PORT')?.value).toBe(String(apps.api.port));
    expect(env.get('TRUST_PROXY')?.value).not.toMatch(/^(true|\d+)$/);
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LLM_API_KEY']) {
      expect(env.get(name)?.value).toBeUndefined();
      expect(env.get(name)?.valueFrom?.secretKeyRef).toMatchObject({ key: name });
    }
  });

  it('gives every API replica the same data folder, a volume they all mount at once', () => {
    const deployment = named('Deployment', 'lyceum-api');
    const api = container(deployment);
    const dataDir = api?.env?.find((entry) => entry.name === 'DATA_DIR')?.value;
    const mount = api?.volumeMounts?.find((each) => each.mountPath === dataDir);
    const volume = deployment?.spec?.template?.spec.volumes?.find(
      (each) => each.name === mount?.name,
    );
    const claim = named('PersistentVolumeClaim', volume?.persistentVolumeClaim?.claimName ?? '');
    expect(claim?.spec?.accessModes).toEqual(['ReadWriteMany']);
  });

  it.each(frontEnds().map((app) => [app.key, app.port] as const))(
    '%s: its own image and Service, on its apps.json port',
    (key, port) => {
      const deployment = named('Deployment', `lyceum-${key}`);
      const web = container(deployment);
      expect(web?.image).toMatch(new RegExp(`/lyceum-${key}:`));
      expect(web?.ports).toEqual([{ containerPort: port }]);
      const service = named('Service', `lyceum-${key}`);
      expect(service?.spec?.ports).toEqual([{ port, targetPort: port }]);
      expect(deployment?.spec?.template?.metadata?.labels).toMatchObject(
        service?.spec?.selector ?? { missing: 'selector' },
      );
    },
  );

  it("mounts the runtime config ConfigMap where the host's image reads it", () => {
    const configMap = named('ConfigMap', 'lyceum-runtime-config');
    const file = path.posix.basename(dockerfileEnv(DOCKERFILE).LYCEUM_RUNTIME_CONFIG ?? '');
    const config = JSON.parse(configMap?.data?.[file] ?? '{}') as RuntimeConfig;
    // The same remotes, names, mount points and guards as apps.json; only the addresses differ.
    const shape = (value: RuntimeConfig) =>
      Object.fromEntries(
        Object.entries(value.remotes).map(([key, remote]) => [key, { ...remote, manifest: '' }]),
      );
    expect(shape(config)).toEqual(shape(devRuntimeConfig(apps)));

    const hostDeployment = named('Deployment', 'lyceum-host');
    const hostContainer = container(hostDeployment);
    const volume = hostDeployment?.spec?.template?.spec.volumes?.find(
      (each) => each.configMap?.name === configMap?.metadata.name,
    );
    expect(hostContainer?.volumeMounts).toContainEqual(
      expect.objectContaining({
        name: volume?.name,
        mountPath: path.posix.dirname(dockerfileEnv(DOCKERFILE).LYCEUM_RUNTIME_CONFIG ?? ''),
      }),
    );
    const publicOrigin = new URL(config.remotes.public?.manifest ?? '').origin;
    const resolve = hostContainer?.env?.find((entry) => entry.name === 'LYCEUM_RESOLVE')?.value;
    expect(resolve).toBe(`${publicOrigin}=http://lyceum-public:${publicSite.port}`);
  });
});
