import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer as ops run one in front of replicas, reduced to what a deploy needs: it asks
 * each backend's `GET /api/ready` every `intervalMs` and sends requests, round robin, only to
 * the ready ones. It never retries: a request that a backend drops is a failure the client sees.
 */
export async function startBalancer(backends: string[], { intervalMs = 100 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const ready = new Set<string>();
  let next = 0;
  let failures = 0;
  const served = new Map<string, number>();

  const probe = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        const ok = await fetch(`${backend}/api/ready`, {
          signal: AbortSignal.timeout(intervalMs * 5),
        })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.ok;
          })
          .catch(() => false);
        if (ok) ready.add(backend);
        else ready.delete(backend);
      }),
    );
  };
  await probe();
  const timer = setInterval(() => void probe(), intervalMs);

  const server: Server = createServer((incoming, outgoing) => {
    const pool = backends.filter((backend) => ready.has(backend));
    if (pool.length === 0) {
      failures++;
      outgoing.writeHead(502).end('no backend ready');
      return;
    }
    const backend = pool[next++ % pool.length]!;
    served.set(backend, (served.get(backend) ?? 0) + 1);
    const target = new URL(incoming.url ?? '/', backend);
    const forwarded = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host }, agent },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      failures++;
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests the balancer could not deliver (no backend ready, or the backend dropped it). */
    failures: () => failures,
    served: (backend: string) => served.get(backend) ?? 0,
    isReady: (backend: string) => ready.has(backend),
    async close() {
      clearInterval(timer);
      await new Promise<void>((done) => server.close(() => done()));
      agent.destroy();
    },
  };
}
