import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import i18n from '@/lib/i18n';
import { resetMockBff } from '@/mocks/handlers';
import { server } from './server';

// The component tests (*.test.tsx, on happy-dom): the real i18n in English, the mocked BFF, and
// a clean page and mock between tests.
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockBff();
  localStorage.clear();
});
afterAll(() => server.close());
