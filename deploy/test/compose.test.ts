import { errorDetail, type ErrorCode } from '@lyceum/contracts';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import path from 'node:path';
import {
  apiServices,
  dockerComposeConfig,
  dockerComposeInstalled,
  dockerfileEnv,
  dockerfileFinalStage,
  dockerfileText,
  freePort,
  ipv4InRange,
  nginxInstalled,
  nginxWith,
  proxyBodyLimitBytes,
  readCompose,
  readNginxTemplate,
  renderTemplate,
  templateVariables,
  upstreamLines,
  upstreamServers,
  type ComposeService,
  type RunningNginx,
} from './compose-files';

/** The body of an API error, as the API sends it. */
const errorBody = (code: ErrorCode) => ({ detail: errorDetail(code), code });

const compose = readCompose();
const apis = apiServices(compose);
const [, api = {}] = apis[0] ?? [];
const proxy: ComposeService = compose.services.proxy ?? {};
const apiEnv = api.environment ?? {};
const proxyEnv = proxy.environment ?? {};

/** The network the proxy shares with the API, and the proxy's fixed address on it. */
const [edgeName = '', edge] = Object.entries(proxy.networks ?? {})[0] ?? [];
const proxyAddress = (edge as { ipv4_address?: string } | undefined)?.ipv4_address ?? '';
const healthchecks = Object.values(compose.services).map((s) => s?.healthcheck?.test.join(' '));

/** The networks a service is on. */
const networkNames = (service: ComposeService | undefined) =>
  Array.isArray(service?.networks) ? service.networks : Object.keys(service?.networks ?? {});
/** The network the API shares with its database, which nothing outside compose reaches. */
const dataName = networkNames(compose.services.postgres)[0] ?? '';

/** An API service's fixed address on the proxy's network. */
const edgeAddress = (service: ComposeService) =>
  (service.networks as Record<string, { ipv4_address?: string } | null> | undefined)?.[edgeName]
    ?.ipv4_address;

describe('docker-compose.yml', () => {
  (dockerComposeInstalled ? it : it.skip)('is accepted by docker-compose itself', () => {
    expect(dockerComposeConfig()).toEqual({ status: 0, errors: '' });
  });

  it('runs two API processes from one definition, sharing their data folder', () => {
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    const [, other = {}] = apis[1] ?? [];
    const { networks: ownNetworks, ...shared } = api;
    const { networks: otherNetworks, ...otherShared } = other;
    expect(otherShared).toEqual(shared);
    expect(Object.keys(otherNetworks ?? {})).toEqual(Object.keys(ownNetworks ?? {}));
    // Exports written by one process are downloaded through the other.
    expect(api.volumes).toContain(`api-data:${apiEnv.DATA_DIR}`);
    expect(api.stop_grace_period).toBeDefined();
  });

  it('publishes the proxy; the API and its data services are reachable only on compose networks', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => service?.ports)
      .map(([name]) => name);
    expect(published).toContain('proxy');
    const onData = Object.entries(compose.services)
      .filter(([, service]) => networkNames(service).includes(dataName))
      .map(([name]) => name);
    expect(onData).toEqual(expect.arrayContaining([...apis.map(([name]) => name), 'postgres']));
    expect(published.filter((name) => onData.includes(name))).toEqual([]);
    for (const [, service] of apis) {
      expect(service.ports).toBeUndefined();
      expect(service.expose).toEqual([service.environment?.PORT]);
      expect(edgeAddress(service)).toBeDefined();
    }
  });

  it('gives the proxy and each API process a fixed address that Docker hands to no other container', () => {
    const [pool] = compose.networks?.[edgeName]?.ipam?.config ?? [];
    expect(pool).toBeDefined();
    const fixed = [proxyAddress, ...apis.map(([, service]) => edgeAddress(service) ?? '')];
    expect(new Set(fixed).size).toBe(apis.length + 1);
    for (const address of fixed) {
      expect(ipv4InRange(address, pool!.subnet)).toBe(true);
      expect(pool!.ip_range).toBeDefined();
      expect(ipv4InRange(address, pool!.ip_range!)).toBe(false);
    }
  });

  it("makes the API believe X-Forwarded-For from the proxy's address only", () => {
    for (const [, service] of apis) {
      const trusted = service.environment?.TRUST_PROXY?.split(',').map((entry) => entry.trim());
      expect(trusted).toEqual([proxyAddress]);
    }
  });

  it('puts apps.json where the API reads it in the image: beside its package folder', () => {
    const { workdir, copies } = dockerfileFinalStage('api/Dockerfile');
    expect(copies['apps.json']).toBe(path.posix.resolve(workdir, '../apps.json'));
  });

  it("keeps the API's data in a folder of the image's user, where the stack mounts its volume", () => {
    const dataDir = dockerfileEnv('api/Dockerfile').DATA_DIR;
    expect(dataDir).toBe(apiEnv.DATA_DIR);
    // A named volume mounted on a folder of the image starts out with that folder's owner.
    const finalStage = dockerfileText('api/Dockerfile');
    const user = /^USER\s+(\S+)$/m.exec(finalStage)?.[1];
    expect(user).toBe('node');
    expect(finalStage).toMatch(new RegExp(`chown ${user}:${user} ${dataDir}\\b`));
    expect(finalStage.indexOf(`chown ${user}`)).toBeLessThan(finalStage.indexOf('USER '));
  });

  it('runs the API in production, in the image and in the stack', () => {
    expect(apiEnv.APP_ENV).toBe('production');
    expect(dockerfileEnv('api/Dockerfile')).toMatchObject({
      APP_ENV: 'production',
      NODE_ENV: 'production',
    });
  });

  it('checks readiness, and starts the proxy once every API process is ready', () => {
    expect(api.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(proxy.healthcheck?.test.join(' ')).toContain('/api/ready');
    expect(healthchecks.filter((test) => test?.includes('/api/test'))).toEqual([]);
    expect(proxy.depends_on).toMatchObject(
      Object.fromEntries(apis.map(([name]) => [name, { condition: 'service_healthy' }])),
    );
  });

  it("replaces the nginx image's default server with the template, every variable given", () => {
    expect(proxy.volumes).toContain(
      './deploy/nginx/lyceum.conf.template:/etc/nginx/templates/default.conf.template:ro',
    );
    for (const name of templateVariables(readNginxTemplate())) {
      expect(proxyEnv).toHaveProperty([name]);
    }
    expect(proxy.ports?.map((port) => port.split(':').at(-1))).toEqual([
      proxyEnv.LYCEUM_LISTEN_PORT,
    ]);
  });

  it('sends requests to every API process, at its fixed address and port', () => {
    expect(upstreamServers(proxyEnv.LYCEUM_API_SERVERS ?? '')).toEqual(
      apis.map(([, service]) => `${edgeAddress(service)}:${service.environment?.PORT}`),
    );
  });
});

(nginxInstalled ? describe : describe.skip)("the API proxy's configuration in nginx", () => {
  let upstream: Server;
  let nginx: RunningNginx;
  let port: number;
  let seen: { url?: string; headers: IncomingHttpHeaders }[] = [];

  /** nginx on a free port, with the template filled in as the image would, in front of `apiPorts`. */
  const proxyTo = async (...apiPorts: number[]) => {
    const listen = await freePort();
    const server = nginxWith(
      renderTemplate(readNginxTemplate(), {
        ...proxyEnv,
        LYCEUM_LISTEN_PORT: String(listen),
        LYCEUM_API_SERVERS: upstreamLines(apiPorts.map((port) => `127.0.0.1:${port}`)),
      }),
    );
    try {
      await server.start(listen);
    } catch (error) {
      await server.stop();
      throw error;
    }
    return { server, listen };
  };

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({ url: request.url, headers: request.headers });
      request.resume();
      // `/api/status/<code>` answers that code, as the API's own errors would come back.
      const status = Number(/^\/api\/status\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 200);
      request.on('end', () => response.writeHead(status).end(`{"status":${status}}`));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    ({ server: nginx, listen: port } = await proxyTo(upstreamPort()));
  });
  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });
  const upstreamPort = () => (upstream.address() as { port: number }).port;

  it('accepts the configuration (nginx -t)', () => {
    const { status, output } = nginx.check();
    expect(output).toContain('test is successful');
    expect(status).toBe(0);
  });

  it("replaces a client's forwarding headers with what nginx itself saw", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/signin?next=%2Fa%20b`, {
      headers: {
        'x-forwarded-for': '198.51.100.99',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-real-ip': '198.51.100.98',
        forwarded: 'for=198.51.100.97',
      },
    });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [{ url, headers }] = seen as [(typeof seen)[number]];
    expect(url).toBe('/api/signin?next=%2Fa%20b');
    expect(headers).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-forwarded-proto': 'http',
      host: '127.0.0.1',
      'x-forwarded-host': '127.0.0.1',
    });
    expect(headers.forwarded).toBeUndefined();
  });

  it('answers other paths itself, as the API answers an unknown route', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/anything`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(errorBody('request.not_found'));
    expect(seen).toEqual([]);
  });

  it("refuses a body over the API's limit as the API would, without forwarding it", async () => {
    // The API's own limit is the same (the API's tests compare it with this template's).
    const tooLarge = Buffer.alloc(proxyBodyLimitBytes() + 1, 'a');
    const response = await post(port, '/api/signin', tooLarge);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual(errorBody('request.body_too_large'));
    expect(seen).toEqual([]);

    const atLimit = await post(port, '/api/signin', tooLarge.subarray(1));
    expect(atLimit.status).toBe(200);
  });

  it("passes the API's own error answers on untouched", async () => {
    for (const status of [404, 413, 502, 503]) {
      const response = await fetch(`http://127.0.0.1:${port}/api/status/${status}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ status });
    }
  });

  it('tries another API process for a request that never reached the first, POST included', async () => {
    const both = await proxyTo(await freePort(), upstreamPort());
    try {
      for (const method of ['GET', 'POST', 'GET', 'POST']) {
        const response = await fetch(`http://127.0.0.1:${both.listen}/api/signin`, {
          method,
          ...(method === 'POST' ? { body: 'username=a' } : {}),
        });
        expect(response.status).toBe(200);
      }
      expect(seen).toHaveLength(4);
    } finally {
      await both.server.stop();
    }
  });

  describe('in front of an API process that answers 503 to everything', () => {
    let stopping: Server;
    let stoppingSaw: string[] = [];
    beforeAll(async () => {
      stopping = createServer((request, response) => {
        stoppingSaw.push(`${request.method} ${request.url}`);
        request.resume();
        request.on('end', () => response.writeHead(503).end('{"from":"stopping"}'));
      });
      await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise((resolve) => stopping?.close(resolve)));
    beforeEach(() => {
      stoppingSaw = [];
    });
    const stoppingPort = () => (stopping.address() as { port: number }).port;

    it('sends a GET it answered on to the other process', async () => {
      const both = await proxyTo(stoppingPort(), upstreamPort());
      try {
        for (let n = 0; n < 4; n += 1) {
          const response = await fetch(`http://127.0.0.1:${both.listen}/api/me?n=${n}`);
          expect(response.status).toBe(200);
        }
        expect(stoppingSaw).not.toEqual([]);
        expect(seen.map(({ url }) => url)).toEqual([0, 1, 2, 3].map((n) => `/api/me?n=${n}`));
      } finally {
        await both.server.stop();
      }
    });

    it('never sends a POST it may have carried out to another process', async () => {
      const both = await proxyTo(stoppingPort(), upstreamPort());
      try {
        const answers: number[] = [];
        for (let n = 0; n < 2; n += 1) {
          const response = await fetch(`http://127.0.0.1:${both.listen}/api/signin?n=${n}`, {
            method: 'POST',
            body: 'username=a',
          });
          answers.push(response.status);
          if (response.status === 503) {
            expect(await response.json()).toEqual({ from: 'stopping' });
          }
        }
        // Each POST reached exactly one process, and the 503 came back as it was.
        expect(answers.filter((status) => status === 503)).toHaveLength(stoppingSaw.length);
        expect(stoppingSaw.length).toBeGreaterThan(0);
        expect(seen.length + stoppingSaw.length).toBe(2);
      } finally {
        await both.server.stop();
      }
    });
  });

  it("answers the API's own 503 body when the API is down", async () => {
    const down = await proxyTo(await freePort());
    try {
      const response = await fetch(`http://127.0.0.1:${down.listen}/api/ready`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(errorBody('service.unavailable'));
    } finally {
      await down.server.stop();
    }
  });
});

/** A POST with a Content-Length, read to the end even when nginx refuses it early. */
function post(port: number, url: string, body: Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
