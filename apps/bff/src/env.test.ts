import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('configuration', () => {
  it('starts with nothing configured', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      NODE_ENV: 'development',
      SEED: true,
    });
    expect(env.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('honours PORT and HOST', () => {
    const env = parseEnv({ PORT: '8080', HOST: '0.0.0.0' });
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT: .+ \(got "eighty"\)$/],
    [{ DATABASE_URL: 'not a url' }, /^Invalid configuration: DATABASE_URL: /],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV: /],
    [{ SEED: 'maybe' }, /^Invalid configuration: SEED: /],
  ])('stops on a bad value with one line naming it: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('splits CORS origins', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual(
      ['https://a.example', 'https://b.example'],
    );
  });
});
