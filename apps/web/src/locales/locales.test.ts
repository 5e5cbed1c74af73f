import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const load = (lang: string, file: string) =>
  JSON.parse(readFileSync(join(dir, lang, file), 'utf8')) as unknown;

describe('translations', () => {
  it.each(readdirSync(join(dir, 'en')))('%s has the same keys in French and English', (file) => {
    expect(keys(load('fr', file)).sort()).toEqual(keys(load('en', file)).sort());
  });

  it('keeps the spec texts exact', () => {
    const catalogue = load('en', 'catalogue.json') as { detail: Record<string, string> };
    expect(catalogue.detail.noComments).toBe(
      'No comments yet. Be the first to share your thoughts!',
    );
    expect(catalogue.detail.notFoundTitle).toBe('Tool Not Found');
    expect(catalogue.detail.loadError).toBe('Failed to load tool details');
    expect(
      (load('fr', 'catalogue.json') as { detail: Record<string, string> }).detail.loadError,
    ).toBe("Échec du chargement des détails de l'outil");
    const common = load('en', 'common.json') as {
      notFound: { title: string };
      error: { text: string };
    };
    expect(common.notFound.title).toBe('Page not found');
    expect(common.error.text).toBe(
      "We're sorry, but something went wrong. Please try again later.",
    );
  });

  it('keeps the spec texts of the account flows exact', () => {
    const auth = load('en', 'auth.json') as Record<string, Record<string, string>>;
    expect(auth.serverErrors!.invalid_credentials).toBe(
      'Invalid credentials. Please check your email and password.',
    );
    expect(auth.errors!.noUser).toBe('No user data returned');
    expect(auth.errors!.connection).toBe('Error connecting to authentication server');
    expect(auth.errors!.generic).toBe('An error occurred');
    expect(auth.verify!.activatedTitle).toBe('Account activated');
    expect(auth.verify!.resend).toBe('Resend code');
    const common = load('en', 'common.json') as {
      sessionWarning: { text: string };
      nav: { signOut: string; dashboard: string; getStarted: string };
    };
    expect(common.sessionWarning.text).toBe(
      'Warning: Auth server unavailable, some features may be limited',
    );
    expect(common.nav).toMatchObject({
      signOut: 'Sign Out',
      dashboard: 'Dashboard',
      getStarted: 'Get Started',
    });
  });
});
