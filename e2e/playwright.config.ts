import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

import {
  BASE_URL as baseURL,
  OIDC_ISSUER,
  OIDC_PORT,
  PORT,
  PROVIDER_PORT,
  PROVIDER_URL,
  STUB_BFF_PORT,
  STUB_BFF_URL,
  STUB_PORT,
  STUB_URL,
  TOOL_TOKEN_TTL_SECONDS,
} from './support/servers.ts';

const dataDir = resolve(import.meta.dirname, '.output/data');

function bffEnv(port: number, dir: string): Record<string, string> {
  return {
    // Production build of the SPA; the BFF in test mode keeps the dev mailbox readable.
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // Tests say which visitor they are with X-Forwarded-For (support/test.ts).
    TRUST_PROXY: '1',
    // Two browsers, two BFFs and their embedded databases share two cores here, and indexing a
    // brain's passages in the embedded database holds the event loop for seconds: that is not
    // the overload shedding guards against, and a refused sign-up would fail a test that is not
    // about it. Shedding has its own tests (apps/bff/test/overload.test.ts, `pnpm overload`).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: Number(process.env.PLAYWRIGHT_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  // Time-outs for a shared two-core machine: Chromium's own processes (its compositor in
  // software, two browsers) take about a core there, and a test that passes in 10 s alone ran
  // past 30 s beside another. The tests check behaviour, not speed (speed has its benchmarks).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
  // The production build of the web app, served by the BFF exactly as `pnpm start` serves it.
  webServer: [
    // The social identity provider the main BFF is configured with.
    {
      command: 'node support/oidc-provider.ts',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { E2E_OIDC_PORT: String(OIDC_PORT) },
    },
    // The model provider the main BFF's agents answer through (OpenAI-compatible, streamed).
    {
      command: 'node support/openai-stub.ts',
      url: `${PROVIDER_URL}/`,
      reuseExistingServer: false,
      env: { PROVIDER_PORT: String(PROVIDER_PORT) },
    },
    {
      // A fresh embedded database for every run: the BFF migrates and seeds it at start. (Removed
      // here, not in this file's body, which every worker evaluates again.)
      command: `rm -rf "${dataDir}" && node --max-old-space-size=512 --max-semi-space-size=32 ../apps/bff/src/server.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...bffEnv(PORT, dataDir),
        OIDC_ISSUER,
        OIDC_CLIENT_ID: 'agentia-e2e',
        OIDC_CLIENT_SECRET: 'e2e-client-secret',
        AGENT_TOOL_TOKEN_TTL_SECONDS: String(TOOL_TOKEN_TTL_SECONDS),
        OPENAI_BASE_URL: `${PROVIDER_URL}/v1`,
        OPENAI_API_KEY: 'sk-e2e-stand-in',
        AGENT_MODEL: 'stand-in-model',
      },
    },
    // A second BFF whose chat webhook misbehaves on demand (support/webhook-stub.ts), and whose
    // agent authentication server is down (nothing listens at its address).
    {
      command: 'node support/webhook-stub.ts',
      url: `${STUB_URL}/`,
      reuseExistingServer: false,
      env: { STUB_PORT: String(STUB_PORT) },
    },
    {
      command: `rm -rf "${dataDir}-stub" && node --max-old-space-size=512 --max-semi-space-size=32 ../apps/bff/src/server.ts`,
      url: `${STUB_BFF_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...bffEnv(STUB_BFF_PORT, `${dataDir}-stub`),
        SEED: 'false',
        CHAT_WEBHOOK_URL: `${STUB_URL}/webhook/chat`,
        CHAT_TIMEOUT_MS: '5000',
        AGENT_AUTH_URL: 'http://127.0.0.1:9',
        DEMO_ACCOUNTS: 'false',
      },
    },
  ],
});
