import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * One HTTP request with its target sent exactly as written: no URL parser in between to resolve
 * `%2e%2e` or rewrite an absolute-form target, as an attacker's client would send it.
 */
export function rawRequest(
  server: Server,
  options: {
    method?: string;
    target: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.target,
        headers: {
          ...(options.body !== undefined
            ? { 'content-length': String(Buffer.byteLength(options.body)) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Starts the server on a loopback port if it is not listening yet. */
export async function listening(server: Server) {
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return server;
}
