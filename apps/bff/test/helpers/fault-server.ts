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
