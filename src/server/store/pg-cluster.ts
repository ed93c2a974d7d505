import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for tests and the bench, from Debian's `postgresql` package: `initdb` in a temp
 * folder, a free port, trust authentication on 127.0.0.1 only, stopped and deleted afterwards. PostgreSQL refuses
 * to run as root, so when the tests run as root the cluster runs as the `postgres` user (`runuser`).
 */
export interface Cluster {
  /** the admin address (database `postgres`) */
  url: string;
  /** stops the server, keeping its data (a restart's first half) */
  pause(): void;
  /** starts it again after `pause` */
  resume(): void;
  /** stops it and deletes its folder */
  stop(): void;
}

export const NO_POSTGRES =
  'No PostgreSQL for the store tests: set TEST_DATABASE_URL=postgres://user:password@host:port/db (a server where ' +
  'that user may create databases), or install PostgreSQL so a throwaway cluster can be started ' +
  '(Debian/Ubuntu: `apt-get install postgresql`; the tests look for initdb in /usr/lib/postgresql/*/bin).';

/** The folder of initdb and pg_ctl, newest version first, or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL tool as a user it accepts. */
function asPostgres(bin: string, args: string[]): void {
  const cmd = isRoot() ? 'runuser' : bin;
  const full = isRoot() ? ['-u', 'postgres', '--', bin, ...args] : args;
  const r = spawnSync(cmd, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0)
    throw new Error(`${bin} ${args[0] ?? ''} failed (${r.status}): ${(r.stderr || r.stdout).slice(-800)}`);
}

/** `durable`: fsync on, as a real server runs (the bench compares it with SQLite's FULL sync); tests skip it. */
export async function startCluster(port?: number, o: { durable?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(NO_POSTGRES);
  const dir = mkdtempSync(join(tmpdir(), 'sb-pg-'));
  // the cluster's owner must be able to write its folder (and reach it through the temp folder)
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (isRoot()) execFileSync('chown', ['postgres', dir]);
  const p = port ?? (await freePort());
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const opts = `-p ${p} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${o.durable ? 'on' : 'off'} -c max_connections=200`;
  const start = () =>
    asPostgres(join(bin, 'pg_ctl'), [
      'start',
      '-w',
      '-t',
      '60',
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      opts,
    ]);
  start();
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(join(bin, 'pg_ctl'), ['stop', '-m', 'immediate', '-w', '-D', data]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stop);
  return {
    url: `postgres://postgres@127.0.0.1:${p}/postgres`,
    pause: () => asPostgres(join(bin, 'pg_ctl'), ['stop', '-m', 'fast', '-w', '-D', data]),
    resume: start,
    stop,
  };
}
