import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PROJECT_KEY } from './keys.ts';
import { killMidWrites } from './testing.ts';

const AUTH = { authorization: `Token ${SANDBOX_PROJECT_KEY}`, 'content-type': 'application/json' };

/** The sandbox in a child process on a free port; resolves with the process and its address. */
function startProcess(dbPath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/durability-child.ts'], {
    env: { ...process.env, DURABILITY_DB: dbPath },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      const m = /ready (http:\/\/\S+)/.exec(c.toString());
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited early (${code})`)));
  });
}

// A write the sandbox answered with success is on disk: kill -9 it in the middle of a stream of writes, restart it,
// and every answered write is there.
describe('durability', () => {
  it('keeps every answered write through a kill -9', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sb-durable-'));
    const db = join(dir, 'sandbox.db');
    const { child: first, url } = await startProcess(db);
    const base = `${url}/project`;
    const answered: string[] = [];
    // kill in the middle of the stream: once some writes were answered
    await killMidWrites(
      async (w, i) => {
        const r = await fetch(`${base}/site-groups`, {
          method: 'POST',
          headers: AUTH,
          body: JSON.stringify({ name: `w${w}-${i}` }),
        });
        if (r.ok) answered.push(String(((await r.json()) as { group_id: number }).group_id));
      },
      () => answered.length >= 25,
      () => first.kill('SIGKILL'),
    );
    expect(answered.length).toBeGreaterThan(10);

    const { child: second, url: again } = await startProcess(db);
    try {
      const list = (await (await fetch(`${again}/project/site-groups`, { headers: AUTH })).json()) as {
        id: string;
      }[];
      const present = new Set(list.map((g) => String(g.id)));
      const lost = answered.filter((id) => !present.has(id));
      expect(lost).toEqual([]);
    } finally {
      second.kill('SIGKILL');
    }
  }, 60_000);
});
