import { apiContract } from '@app/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from './helpers/contract.ts';
import { createTestApp, fixtureWebDist, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the BFF over HTTP', () => {
  it('reports health with the database up', async () => {
    const body = expectContract(
      apiContract.health.getHealth,
      200,
      await t.http().get('/api/health'),
    );
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('says nobody is signed in yet', async () => {
    const body = expectContract(
      apiContract.session.getSession,
      200,
      await t.http().get('/api/session'),
    );
    expect(body.user).toBeNull();
  });

  it('answers an unknown /api path with a JSON 404, never the web app', async () => {
    const res = await t.http().get('/api/nothing-here').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('serves the web app for any other path so the client router can answer it', async () => {
    // `/` with a session: without one, its prerendered HTML (prerendered-pages.test.ts).
    for (const path of ['/', '/tools/chatgpt', '/some/unknown/page']) {
      const res = await t.http().get(path).set('cookie', 'sid=unknown');
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await t.http().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.http().get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build’s precompressed asset to a browser that accepts it, else the file', async () => {
    const file = readFileSync(join(fixtureWebDist, 'assets/index-abc123.js'));
    const brotli = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's .br beside the file (its fixture says so), not a compression of the file made
    // for this answer.
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(
      'as the build compressed it',
    );
    // No .gz beside this one: compressed on the fly, as any answer.
    const gzip = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.rawPayload.equals(file) || gunzipSync(gzip.rawPayload).equals(file)).toBe(true);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(file);
  });

  it('does not answer a missing asset with the web app', async () => {
    for (const res of [
      await t.http().get('/assets/index-old123.js'),
      await t.http().post('/tools'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('sends security headers, a request id and compresses large answers', async () => {
    const res = await t.http().get('/api/tools?pageSize=48').set('accept-encoding', 'gzip');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-permitted-cross-domain-policies': 'none',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Plain http here: no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps a sane incoming request id', async () => {
    const res = await t.http().get('/api/health').set('x-request-id', 'edge-42');
    expect(res.headers['x-request-id']).toBe('edge-42');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t
      .http()
      .post('/api/tools')
      .set('content-type', 'application/json')
      .send('{"broken":');
    expect([400, 404]).toContain(res.status);
    expect(res.body.error).toBeTruthy();
  });
});
