// `npm test`'s browser half: find a Chromium, build the app, check the build for keys, run Playwright three
// times — the plain pass over every spec, the faults pass (the area walks again, on a sandbox with faults) and
// the vocabulary pass (the AI and SERP walks again, on a sandbox speaking the service's own engine names) — and
// after each, check every response the run saw and the server's log for keys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorGist, firstLine } from './first-line.mjs';
import { findKeys, scanFolder } from './leak-scan.mjs';

function findChromium() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  return undefined;
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const p = chromium.executablePath();
    return p && existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

const chromium = findChromium();
const own = chromium ? undefined : await playwrightOwn();
if (!chromium && !own) {
  console.error(`No Chromium found for the browser tests.
  - On Debian/Ubuntu: sudo apt-get install -y chromium   (then it is found at /usr/bin/chromium)
  - Or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium or Chrome binary
  - Or, where downloads work: npx playwright install chromium`);
  process.exit(1);
}
const env = { ...process.env };
if (chromium) env.PLAYWRIGHT_CHROMIUM_PATH = chromium;

/** Where this run leaves its counts for npm test's summary (e2e/test-all.mjs). */
const summaryFile = (port) => {
  mkdirSync('test-results', { recursive: true });
  return `test-results/e2e-summary-${port}.json`;
};

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
const fail = (msg) => {
  console.error(msg);
  process.exit(1);
};

// E2E_PORT and SEARCHBOARD_DIST let two runs share a machine without sharing a server or a build.
const outDir = env.SEARCHBOARD_DIST ?? 'dist';
if (run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']) !== 0)
  process.exit(1);
const inBuild = scanFolder(outDir);
if (inBuild.length) fail(`Leak scan: a key is in the build: ${inBuild.map((h) => h.file).join(', ')}`);

/**
 * The faults pass: seeded latency, 503s, 429s with Retry-After and answers that never come, on every safe read
 * (GETs that spend nothing), which the dashboard must ride out by itself (retries with backoff) or, once its
 * retries are spent, with the person's "Try again". Writes and paid reads stay calm here: they are never
 * re-sent automatically, so under a fault a walk could only stop at the error, and the walks assert exact
 * results (one task created, credits spent once). e2e/faults.spec.ts and src/server/faults-resend.test.ts
 * put writes and paid reads under faults on purpose instead; the one override below that refuses every
 * POST to site 102's plan is faults.spec.ts's. The first override that matches wins.
 */
const E2E_FAULTS = [
  'latency=50-600,error_rate=0.1,rate_limit_rate=0.05,timeout_rate=0.02,seed=7',
  'POST /checklist/102/task: latency=0-0,error_rate=1,rate_limit_rate=0,timeout_rate=0',
  'POST PUT PATCH DELETE: error_rate=0,rate_limit_rate=0,timeout_rate=0',
  'GET /v1/keywords/: error_rate=0,rate_limit_rate=0,timeout_rate=0',
  'GET /v1/serp/classic/tasks/results_advanced: error_rate=0,rate_limit_rate=0,timeout_rate=0',
].join('; ');

// With no arguments every pass runs. With spec files, the plain pass runs them, and the faults pass runs when one
// of them is faults.spec.ts; E2E_PASSES=plain,faults,vocabulary chooses.
const args = process.argv.slice(2);
const specs = args.filter((a) => !a.startsWith('-'));
const passes = env.E2E_PASSES
  ? env.E2E_PASSES.split(',').map((p) => p.trim())
  : specs.length === 0
    ? ['plain', 'faults', 'vocabulary']
    : [
        ...(specs.some((a) => !a.includes('faults.spec')) ? ['plain'] : []),
        ...(specs.some((a) => a.includes('faults.spec')) ? ['faults'] : []),
      ];
const plainPort = Number(env.E2E_PORT ?? 4174);
// the faults and vocabulary passes have their own server, port (and port + 1000) and data folder
const faultsPort = Number(env.E2E_FAULTS_PORT ?? plainPort + 10);
const vocabularyPort = Number(env.E2E_VOCABULARY_PORT ?? plainPort + 20);

function leakScan(port) {
  const dataDir = `.data/e2e-${port}`;
  const leaks = join(dataDir, 'leaks.jsonl');
  if (existsSync(leaks))
    fail(`Leak scan: a key was in a response of the e2e run:\n${readFileSync(leaks, 'utf8')}`);
  const logFile = join(dataDir, 'server.log');
  if (existsSync(logFile) && findKeys(readFileSync(logFile, 'utf8')).length)
    fail('Leak scan: a key is in the server log.');
}

/**
 * Every failed test of a Playwright JSON report, and every flaky one (failed, then passed on its retry): where it
 * is, its title and the first line of its error.
 */
function failuresOf(report, pass) {
  const failed = [];
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          // the first try's error is the one to read (a retry may fail only on what the first try left behind);
          // a failed test's last try is named too when it failed otherwise
          const errorOf = (tried) => {
            const error = tried?.errors?.[0] ?? tried?.error;
            const at = error?.location
              ? ` (at ${error.location.file.split('/').pop()}:${error.location.line})`
              : '';
            return `${errorGist(error?.message ?? tried?.status ?? '')}${at}`;
          };
          const first = errorOf(test.results?.[0]);
          const last = test.status === 'flaky' ? first : errorOf(test.results?.at(-1));
          const error = last === first ? first : `${first} (its retry: ${last})`;
          const where = `${pass} pass: ${spec.file}:${spec.line} › ${spec.title} — ${error}`;
          (test.status === 'flaky' ? flaky : failed).push(where);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) failed.push(`${pass} pass: ${firstLine(error.message)}`);
  return { failed, flaky };
}

/** A pass's counts from Playwright's JSON report (playwright.config.ts); a pass that wrote none failed whole. */
function countResults(port, pass) {
  const file = `test-results/results-${port}.json`;
  if (!existsSync(file))
    return { passed: 0, failed: 0, failures: [`${pass} pass: wrote no report`], flaky: [] };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  const named = failuresOf(report, pass);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    failures: named.failed,
    flaky: named.flaky,
  };
}

let status = 0;
let passed = 0;
let failed = 0;
const failures = [];
const flaky = [];
const took = [];
for (const port of [plainPort, faultsPort, vocabularyPort])
  rmSync(`test-results/results-${port}.json`, { force: true });
for (const pass of passes) {
  const faults = pass === 'faults';
  const vocabulary = pass === 'vocabulary';
  const port = faults ? faultsPort : vocabulary ? vocabularyPort : plainPort;
  const passArgs = faults || !specs.length ? args : args.filter((a) => !a.includes('faults.spec'));
  const passEnv = { ...env, E2E_PORT: String(port) };
  if (faults) passEnv.E2E_FAULTS = env.E2E_FAULTS ?? E2E_FAULTS;
  else delete passEnv.E2E_FAULTS;
  // the AI and SERP walks (titles ending in @vocabulary) on a sandbox speaking the service's own engine names
  if (vocabulary) passEnv.E2E_VOCABULARY = 'service';
  else delete passEnv.E2E_VOCABULARY;
  const extra = faults
    ? `, SANDBOX_FAULTS=${passEnv.E2E_FAULTS}`
    : vocabulary
      ? ', SANDBOX_VOCABULARY=service'
      : '';
  console.log(`\n== e2e ${pass} pass on port ${port}${extra}`);
  const started = Date.now();
  const code =
    spawnSync('npx', ['playwright', 'test', ...passArgs], { stdio: 'inherit', env: passEnv }).status ?? 1;
  took.push(`${pass} pass ${Math.round((Date.now() - started) / 1000)} s${code === 0 ? '' : ' (failed)'}`);
  const counted = countResults(port, pass);
  passed += counted.passed;
  failed += counted.failed || (code !== 0 ? 1 : 0);
  if (code !== 0) failures.push(...counted.failures);
  flaky.push(...counted.flaky);
  leakScan(port);
  if (code !== 0) status = code;
}
console.log(`e2e: ${took.join(', ')}`);
if (status === 0) console.log('Leak scan: no key in the build, in any e2e response or in the server log.');
// npm test (e2e/test-all.mjs) reads this line's figures for its closing summary
writeFileSync(summaryFile(plainPort), JSON.stringify({ passed, failed, status, failures, flaky }));
// the failed and flaky tests are named again at the very end, where a log cut to its last lines still shows them
for (const line of flaky) console.log(`e2e flaky (failed, then passed on its retry): ${line}`);
for (const line of failures) console.log(`e2e failed: ${line}`);
console.log(`e2e: ${passed} passed${flaky.length ? ` (${flaky.length} flaky)` : ''}, ${failed} failed`);
process.exit(status);
