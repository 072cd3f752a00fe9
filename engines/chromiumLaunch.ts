import { existsSync } from 'node:fs';

/**
 * How Chromium is started, for the Playwright specs (playwright.config.ts) and the engines suite's Chromium
 * (chromium.ts) alike: Debian's browser without downloading one (the env override, then Debian's, then
 * Playwright's own), with its background traffic off.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: [process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path): path is string => Boolean(path && existsSync(path)),
  ),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
