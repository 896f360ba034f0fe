import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /**
   * Freezes the link, as a stopped server would: new connections are accepted and held, and
   * nothing already sent is passed on, either way, until `resume`.
   */
  pause(): void;
  resume(): void;
  /** Cuts every connection open now (both sides); later ones pass as usual. */
  dropAll(): void;
  /** Sends later connections to another port (a server started again elsewhere). */
  retarget(port: number): void;
  /** The local ports of the proxy's connections to the target, as the target sees its clients. */
  upstreamPorts(): number[];
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
  /** What the client sent before the link to the target was open (or while paused). */
  queued: Buffer[];
}

/**
 * A TCP proxy in the test's process between a client (the API) and a server (PostgreSQL, Redis),
 * to make the server hang or to cut its connections without touching the server itself, or to
 * stand for a server that goes away and comes back at the same address.
 */
export async function startTcpProxy(to: { host: string; port: number }): Promise<TcpProxy> {
  const target = { ...to };
  const links = new Set<Link>();
  let paused = false;

  const cut = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  function open(link: Link) {
    // The client left while its connection was held.
    if (!links.has(link)) return;
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => cut(link));
    upstream.on('close', () => cut(link));
    upstream.on('data', (data: Buffer) => {
      if (paused) {
        // Held back like everything else while paused: the client sees silence.
        upstream.pause();
        held.push(() => {
          link.client.write(data);
          upstream.resume();
        });
        return;
      }
      link.client.write(data);
    });
    upstream.once('connect', () => {
      for (const data of link.queued.splice(0)) upstream.write(data);
    });
  }

  /** What waits for `resume`, in order. */
  const held: Array<() => void> = [];

  const server = createServer((client) => {
    const link: Link = { client, upstream: null, queued: [] };
    links.add(link);
    client.on('error', () => cut(link));
    client.on('close', () => cut(link));
    client.on('data', (data: Buffer) => {
      if (paused || !link.upstream || link.upstream.connecting) {
        link.queued.push(data);
        if (paused) {
          client.pause();
          held.push(() => {
            client.resume();
            if (link.upstream && !link.upstream.connecting) {
              for (const queued of link.queued.splice(0)) link.upstream.write(queued);
            }
          });
        }
        return;
      }
      link.upstream.write(data);
    });
    if (paused) held.push(() => open(link));
    else open(link);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const release of held.splice(0)) release();
    },
    dropAll() {
      for (const link of [...links]) cut(link);
    },
    retarget(port) {
      target.port = port;
    },
    upstreamPorts: () =>
      [...links].flatMap((link) => (link.upstream?.localPort ? [link.upstream.localPort] : [])),
    async close() {
      paused = false;
      held.length = 0;
      for (const link of [...links]) cut(link);
      server.close();
      await once(server, 'close');
    },
  };
}
