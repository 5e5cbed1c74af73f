import { existsSync } from 'node:fs';

/** Debian's Chromium by default (Playwright cannot download browsers everywhere); CHROMIUM_PATH overrides. */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * How every test and script here launches Chromium: headless as root, and without the background
 * traffic that a closed network refuses.
 */
export const chromiumLaunchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
