import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How a dependency misbehaves: `forward` passes every request to the real server behind it,
 * `refuse` drops the connection, `error` answers 500, `hang` accepts and never answers.
 */
export type FaultMode = 'forward' | 'refuse' | 'error' | 'hang';

/**
 * A loopback stand-in in front of a real dependency (the agent server, a webhook, GoTrue), whose
 * behaviour a test switches at will. Every request it saw is counted.
 */
export async function createFaultServer(target: string | null) {
  let mode: FaultMode = target ? 'forward' : 'error';
  let requests = 0;
  const sockets = new Set<Socket>();
  const hung = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    requests++;
    if (mode === 'hang') return void hung.add(req.socket);
    if (mode === 'refuse') return req.socket.destroy();
    if (mode === 'error' || !target)
      return res
        .writeHead(500, { 'content-type': 'application/json' })
        .end('{"error":"Internal error"}');
    const upstream = new URL(req.url ?? '/', target);
    const forwarded = httpRequest(
      upstream,
      { method: req.method, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    set mode(next: FaultMode) {
      mode = next;
      // Requests left hanging are dropped when the dependency "comes back".
      if (next !== 'hang') for (const socket of hung) socket.destroy();
      if (next !== 'hang') hung.clear();
    },
    get requests() {
      return requests;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type FaultServer = Awaited<ReturnType<typeof createFaultServer>>;

/**
 * The same four behaviours for a dependency reached through a `fetch` function (supabase-js takes
 * one): `hang` waits until the caller's signal aborts, as a server that never answers would.
 */
export function createFaultFetch(real: typeof fetch) {
  let mode: FaultMode = 'forward';
  const faulty: typeof fetch = (input, init) => {
    if (mode === 'refuse') return Promise.reject(new TypeError('fetch failed'));
    if (mode === 'error')
      return Promise.resolve(
        new Response('{"code":500,"error_code":"unexpected_failure","msg":"Internal error"}', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      );
    if (mode === 'hang')
      return new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal;
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    return real(input, init);
  };
  return {
    fetch: faulty,
    get mode() {
      return mode;
    },
    set mode(next: FaultMode) {
      mode = next;
    },
  };
}

/**
 * A TCP stand-in in front of Postgres. `refuse` resets every connection, `error` answers each new
 * connection as a server that is starting up (FATAL 57P03), `hang` stalls every connection both
 * ways (the bytes wait, as on a frozen network, and flow again when it is back).
 */
export async function createFaultTcpProxy(targetHost: string, targetPort: number) {
  let mode: FaultMode = 'forward';
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const { createServer: createTcpServer, connect } = await import('node:net');
  const startingUp = () => {
    const fields = 'SFATAL\0C57P03\0Mthe database system is starting up\0\0';
    const body = Buffer.from(fields, 'utf8');
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  };
  const server = createTcpServer((client) => {
    if (mode === 'refuse') return client.resetAndDestroy();
    if (mode === 'error') {
      client.once('data', () => client.end(startingUp()));
      return;
    }
    const upstream = connect(targetPort, targetHost);
    const pair = { client, upstream };
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'hang') {
      client.pause();
      upstream.pause();
    }
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    get mode() {
      return mode;
    },
    set mode(next: FaultMode) {
      mode = next;
      for (const { client, upstream } of pairs) {
        if (next === 'hang') {
          client.pause();
          upstream.pause();
        } else if (next === 'forward') {
          client.resume();
          upstream.resume();
        } else {
          // A server that goes away takes its connections with it.
          client.resetAndDestroy();
          upstream.destroy();
        }
      }
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
