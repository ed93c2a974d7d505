import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * For the walks of a team's server: `npm start` off loopback (every request needs a signed-in person) on the
 * built app, with a store of its own and the people a walk needs, added with `npm run people` as an owner would.
 * The walk opens `url` (127.0.0.1: the server listens on every address).
 */
export interface TeamPerson {
  email: string;
  role: 'owner' | 'admin' | 'editor' | 'viewer' | 'client';
  /** set: can sign in at once; unset: invited, `invites[email]` is their link */
  password?: string;
  sites?: number[];
  dailyCredits?: number;
}

export interface TeamServer {
  url: string;
  dataDir: string;
  /** each invited person's link, on this server */
  invites: Record<string, string>;
  /** `npm run people -- …` on this server's store, while it runs; what it printed */
  people(args: string[], stdin?: string): string;
  stop(): Promise<void>;
}

export async function startTeamServer(
  people: TeamPerson[],
  env: Record<string, string> = {},
): Promise<TeamServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-team-'));
  // PORT=0 takes a free port, read from the start line; a walk that must know it first (a provider's callback
  // address) sets PORT and PUBLIC_URL itself
  const base = { ...process.env, SEARCHBOARD_DATA_DIR: dataDir, ...env } as Record<string, string>;
  delete base.DATABASE_URL;
  const run = (args: string[], stdin?: string) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/people/cli.ts', ...args], {
      env: base,
      input: stdin ?? '',
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`npm run people -- ${args.join(' ')}: ${r.stderr}`);
    return r.stdout;
  };
  const invites: Record<string, string> = {};
  for (const p of people) {
    const args = ['add', p.email, '--role', p.role];
    if (p.sites) args.push('--sites', p.sites.join(','));
    if (p.dailyCredits !== undefined) args.push('--daily-credits', String(p.dailyCredits));
    if (p.password !== undefined) args.push('--password-stdin');
    const out = run(args, p.password);
    const token = /\/invite\/(\S+)/.exec(out)?.[1];
    if (token) invites[p.email] = token;
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    env: { ...base, HOST: '0.0.0.0', PORT: env.PORT ?? '0', PROXY_LOG: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      const m = /Searchboard on http:\/\/[^ ]+:(\d+)/.exec(c.toString());
      if (m?.[1]) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the team server exited (${code}): ${err.slice(-600)}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir,
    invites: Object.fromEntries(
      Object.entries(invites).map(([email, token]) => [email, `${url}/invite/${token}`]),
    ),
    people: run,
    stop: async () => {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a person in on a team's server through its sign-in page, as they would. */
export async function signIn(page: Page, base: string, who: { email: string; password: string }) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Searchboard' })).toHaveCount(0);
}
