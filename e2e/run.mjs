// `npm test`'s browser half: find a Chromium, build the app, run Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
// E2E_PORT and SEARCHBOARD_DIST let two runs share a machine without sharing a server or a build.
const outDir = env.SEARCHBOARD_DIST ?? 'dist';
run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
