import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './engines/chromiumLaunch';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** `npm test` serves out/ once for every browser suite and passes its address; run alone, the tests serve it themselves. */
const SHARED = process.env.SITE_ORIGIN;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    baseURL: SHARED ?? `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: SHARED
    ? undefined
    : {
        command: `node scripts/serve.mjs`,
        env: { PORT: String(PORT) },
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      },
});
