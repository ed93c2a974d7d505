import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// e2e/run.mjs finds a Chromium (Debian's, PLAYWRIGHT_CHROMIUM_PATH or Playwright's own) and builds the app first.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
      ],
    },
  },
  webServer: {
    // The built app behind the same proxy as `npm start`, on a fresh sandbox with quick timings.
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/local/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SEARCHBOARD_DATA_DIR: `.data/e2e-${PORT}`,
      SEARCHBOARD_DIST: process.env.SEARCHBOARD_DIST ?? 'dist',
      SANDBOX_AUDIT_QUEUE_MS: '1000',
      SANDBOX_AUDIT_CRAWL_MS: '6000',
      SANDBOX_SERP_MS: '2500',
      SANDBOX_PROMPT_CHECK_MS: '4000',
      PROXY_LOG: '0',
    },
  },
});
