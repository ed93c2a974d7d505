// `npm test`'s browser half: find a Chromium, build the app, check the build for keys, run Playwright, then check
// every response the run saw and the server's log for keys.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const status = run('npx', ['playwright', 'test', ...process.argv.slice(2)]);

const dataDir = `.data/e2e-${env.E2E_PORT ?? 4174}`;
const leaks = join(dataDir, 'leaks.jsonl');
if (existsSync(leaks))
  fail(`Leak scan: a key was in a response of the e2e run:\n${readFileSync(leaks, 'utf8')}`);
const logFile = join(dataDir, 'server.log');
if (existsSync(logFile) && findKeys(readFileSync(logFile, 'utf8')).length)
  fail('Leak scan: a key is in the server log.');
if (status === 0) console.log('Leak scan: no key in the build, in any e2e response or in the server log.');
process.exit(status);
