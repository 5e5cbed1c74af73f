import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './http-defaults.ts';

describe('helmetHeaders', () => {
  it("records helmet's headers once, HSTS and the upgrade of requests only when asked", () => {
    const plain = helmetHeaders({ strictTransportSecurity: false });
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'x-xss-protection': '0',
    });
    const secure = helmetHeaders({
      strictTransportSecurity: true,
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: [] },
      },
    });
    expect(secure['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(Object.keys(secure).every((name) => name === name.toLowerCase())).toBe(true);
  });
});
