import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// Set by e2e/run.mjs for its second pass: the area walks again, on a sandbox with faults (SANDBOX_FAULTS syntax).
const FAULTS = process.env.E2E_FAULTS;
// The walks of every area, plus the spec that forces faults on purpose. Pages checked one by one (axe, share
// links) are not walks and run in the plain pass only. A new area's walk is added here.
const FAULT_PASS = [
  'ai',
  'audits',
  'backlinks',
  'faults',
  'keywords',
  'plan-groups-account',
  'reports',
  'serp',
  'shell',
].map((name) => `**/${name}.spec.ts`);
// Set by e2e/run.mjs for its third pass: the AI and SERP walks again on a sandbox speaking the service's own
// engine names (SANDBOX_VOCABULARY=service, issue 19). Only the tests whose title ends in @vocabulary run, to
// keep the pass short.
const VOCABULARY = process.env.E2E_VOCABULARY === 'service' ? 'service' : undefined;
const VOCABULARY_PASS = ['ai', 'serp'].map((name) => `**/${name}.spec.ts`);
// e2e/run.mjs finds a Chromium (Debian's, PLAYWRIGHT_CHROMIUM_PATH or Playwright's own) and builds the app first.
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: 'e2e',
  testMatch: FAULTS ? FAULT_PASS : VOCABULARY ? VOCABULARY_PASS : '**/*.spec.ts',
  grep: VOCABULARY ? /@vocabulary/ : undefined,
  // e2e/faults.spec.ts needs the faults pass's server
  testIgnore: FAULTS ? [] : ['**/faults.spec.ts'],
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  // One more try for a test that failed (Playwright's own advice for CI). A test that passes only on its retry is
  // "flaky": npm test names it in its last lines, so it gets fixed rather than hidden; one that fails twice fails.
  retries: 1,
  // under faults a step waits out latency, retries with backoff and the odd "Try again": same checks, more time
  timeout: FAULTS ? 150_000 : 90_000,
  expect: { timeout: FAULTS ? 25_000 : 15_000 },
  // the JSON file gives e2e/run.mjs (and npm test's closing lines) the pass's counts
  reporter: [['list'], ['json', { outputFile: `test-results/results-${PORT}.json` }]],
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
      // the recorder of e2e/serve.mjs passes the browser's Host (this port) on to the server behind it
      ALLOWED_HOSTS: `127.0.0.1:${PORT},localhost:${PORT}`,
      SANDBOX_AUDIT_QUEUE_MS: '1000',
      // under faults a page may take a few seconds of retries to show: a crawl must last longer than that for
      // the walk to see it running
      SANDBOX_AUDIT_CRAWL_MS: FAULTS ? '12000' : '6000',
      SANDBOX_SERP_MS: '2500',
      SANDBOX_PROMPT_CHECK_MS: '4000',
      PROXY_LOG: '0',
      // the spec's labels unless this is the vocabulary pass, whatever the shell has set
      SANDBOX_VOCABULARY: VOCABULARY ?? 'spec',
    },
  },
});
