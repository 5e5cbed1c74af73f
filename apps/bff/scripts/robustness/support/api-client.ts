// A browser-like client of the BFF's API: its own cookie jar, the SPA's CSRF header on every call,
// and its own X-Forwarded-For (with TRUST_PROXY=1 each client counts as its own network address
// against the per-address limits). Network failures are classified: whether a request that got
// no answer may still have been carried out decides what a test may conclude about it.

export const CSRF_HEADERS = { 'x-requested-with': 'agentia-web' } as const;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, when there is one. */
  body: T | undefined;
}

/**
 * Why a request got no answer:
 * - `refused`: the connection was never opened (nobody listening): the request did not reach the
 *   server, so it was not carried out.
 * - `lost`: the connection broke after the request was sent (the server died): it may or may not
 *   have been carried out.
 * - `timeout`: no answer in time: it may or may not have been carried out.
 * - `other`: anything else (treated as in doubt).
 */
export type NetworkFailure = 'refused' | 'lost' | 'timeout' | 'other';

export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly kind: NetworkFailure;
  readonly code: string | undefined;
  constructor(kind: NetworkFailure, code: string | undefined, message: string) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}

function classify(error: unknown): NetworkError {
  const err = error as Error & { cause?: Error & { code?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError')
    return new NetworkError('timeout', err.name, err.message);
  const code = err.cause?.code;
  const message = `${err.message}${err.cause ? `: ${err.cause.message}` : ''}`;
  if (code === 'ECONNREFUSED') return new NetworkError('refused', code, message);
  if (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'UND_ERR_SOCKET' ||
    code === 'UND_ERR_CLOSED'
  )
    return new NetworkError('lost', code, message);
  return new NetworkError('other', code, message);
}

export interface ApiClientOptions {
  /** The client's address as a trusted proxy would report it. */
  forwardedFor?: string;
  /** Per request; default 30 s, so a script never waits forever on one answer. */
  timeoutMs?: number;
}

export class ApiClient {
  readonly baseUrl: string;
  readonly options: ApiClientOptions;
  readonly cookies = new Map<string, string>();

  constructor(baseUrl: string, options: ApiClientOptions = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.options = options;
  }

  /** One request (a JSON body, or FormData for an upload); throws a `NetworkError` when no answer came back. */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiResponse<T>> {
    const headers = this.headers();
    // FormData sets its own multipart content type (with the boundary).
    const form = body instanceof FormData;
    if (body !== undefined && !form) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        ...(body !== undefined ? { body: form ? body : JSON.stringify(body) } : {}),
      });
      // Reading the body is part of the answer: a connection cut in the middle of it is no answer.
      text = await response.text();
    } catch (error) {
      throw classify(error);
    }
    this.#keepCookies(response.headers);
    let parsed: T | undefined;
    if (text && (response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text) as T;
      } catch {
        parsed = undefined;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  /** What every request of this client carries: the CSRF header, its address and its cookies. */
  headers(): Record<string, string> {
    const headers: Record<string, string> = { ...CSRF_HEADERS, accept: 'application/json' };
    if (this.options.forwardedFor) headers['x-forwarded-for'] = this.options.forwardedFor;
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return headers;
  }

  #keepCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      // A cookie is cleared by an empty value, Max-Age=0 or an Expires in the past.
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/**
 * A distinct address per index (TEST-NET-like benchmarking range 198.18.0.0/15), so each
 * simulated user is its own network address behind the trusted proxy.
 */
export function addressFor(index: number): string {
  const host = index % 250;
  const subnet = Math.floor(index / 250);
  return `198.${18 + Math.floor(subnet / 256)}.${subnet % 256}.${host + 1}`;
}
