import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { APP_ROUTES, type AppRoute } from '../e2e/routes.ts';
import { freePort, startNode } from './processes.ts';

/** Debian's Chromium unless PLAYWRIGHT_CHROMIUM_PATH names another; the flags of playwright.config.ts. */
export const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
];

/** Every route, or the ones BENCH_ROUTES names (comma-separated), e.g. to look again at one page. */
export function benchRoutes(): readonly AppRoute[] {
  const only = process.env.BENCH_ROUTES?.split(',').map((s) => s.trim());
  return only ? APP_ROUTES.filter((r) => only.includes(r.name)) : APP_ROUTES;
}

let built: Promise<string> | undefined;

/**
 * The production build the page suites measure, made once per bench run. BENCH_DIST points at a folder that is
 * already built (e.g. `dist`) to skip the build.
 */
export function productionBuild(): Promise<string> {
  const given = process.env.BENCH_DIST;
  if (given) return Promise.resolve(resolve(given));
  built ??= build({
    logLevel: 'warn',
    build: { outDir: resolve('bench/.out/pages-app'), emptyOutDir: true },
  }).then(() => resolve('bench/.out/pages-app'));
  return built;
}

export interface AppServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * `npm start`'s server (src/server/start.ts) on the build, with a fresh data folder and so a freshly seeded
 * embedded sandbox (every upstream address emptied, so a local .env cannot point the bench at the service).
 */
export async function startApp(dist: string, port?: number): Promise<AppServer> {
  const at = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'searchboard-bench-'));
  const env = {
    PORT: String(at),
    HOST: '127.0.0.1',
    SEARCHBOARD_DIST: dist,
    SEARCHBOARD_DATA_DIR: dataDir,
    PROJECT_API_URL: '',
    DATA_API_URL: '',
    BACKLINKS_API_URL: '',
    PROXY_LOG: '0',
  };
  // ready when it says it listens (a port someone else holds makes it exit instead: never measure their server)
  const child = await Promise.race([
    startNode('src/server/start.ts', [], env, `Searchboard on http://127.0.0.1:${at}`),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('src/server/start.ts did not start within 60 s')), 60_000),
    ),
  ]).catch((err: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${at}`, stop };
}
