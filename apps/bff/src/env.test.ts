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

  it('reads scans by OCR unless told not to, within limits', () => {
    expect(parseEnv({})).toMatchObject({
      OCR_ENABLED: true,
      OCR_MAX_PAGES: 50,
      OCR_PAGE_TIMEOUT_MS: 30_000,
      OCR_MAX_MEMORY_MB: 768,
    });
    expect(parseEnv({ OCR_ENABLED: 'false', OCR_MAX_PAGES: '5' })).toMatchObject({
      OCR_ENABLED: false,
      OCR_MAX_PAGES: 5,
    });
    expect(() => parseEnv({ OCR_MAX_MEMORY_MB: '64' })).toThrow(
      /^Invalid configuration: OCR_MAX_MEMORY_MB: /,
    );
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

  it('refuses a chat webhook URL with credentials in it, without repeating the password', () => {
    const source = { CHAT_WEBHOOK_URL: 'https://agentia:hunter2-pass@n8n.example/webhook/x/chat' };
    expect(() => parseEnv(source)).toThrow(
      /^Invalid configuration: CHAT_WEBHOOK_URL: must not carry credentials .*CHAT_WEBHOOK_AUTH/,
    );
    expect(() => parseEnv(source)).not.toThrow(/hunter2/);
  });

  it.each([
    ['Basic agentia:s3cret', 'authorization', `Basic ${btoa('agentia:s3cret')}`],
    ['basic agentia:with:colons', 'authorization', `Basic ${btoa('agentia:with:colons')}`],
    ['X-Chat-Key: k3y value', 'x-chat-key', 'k3y value'],
    ['Authorization: Bearer abc', 'authorization', 'Bearer abc'],
  ])('reads CHAT_WEBHOOK_AUTH %s', (value, name, header) => {
    expect(parseEnv({ CHAT_WEBHOOK_AUTH: value }).CHAT_WEBHOOK_AUTH).toEqual({
      name,
      value: header,
    });
  });

  it('refuses a CHAT_WEBHOOK_AUTH it cannot read, without repeating it', () => {
    const source = { CHAT_WEBHOOK_AUTH: 'just-a-password' };
    expect(() => parseEnv(source)).toThrow(/^Invalid configuration: CHAT_WEBHOOK_AUTH: expected/);
    expect(() => parseEnv(source)).not.toThrow(/just-a-password/);
  });

  it('splits CORS origins', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual(
      ['https://a.example', 'https://b.example'],
    );
  });
});
