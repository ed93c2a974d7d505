import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../sandbox/testing.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';
import {
  startCountingHop,
  startServerProcess,
  upstreamsThrough,
  type CountingHop,
} from '../http/test-server.ts';

/**
 * Real server processes on one store: the first is stopped (kill -9, or SIGTERM) in the middle of a rank-tracking
 * run it has paid for, and the next one started on the store finishes that run from the tasks already queued,
 * without queuing (and paying for) them again. A killed process's run is taken over once its lease lapses: within
 * a minute.
 */

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  );

interface Summary {
  running: { id: number } | null;
  runs: { id: number; status: string; outcome: string | null; message: string | null }[];
  keywords: { day: string | null }[];
}

describe('a rank-tracking run across a restart of the server', () => {
  let t: TestSandbox;
  let hop: CountingHop;
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestSandbox({ timing: { serpMs: 1000 } });
    hop = await startCountingHop(t);
    const dist = mkdtempSync(join(tmpdir(), 'sb-restart-dist-'));
    dirs.push(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    env = {
      SEARCHBOARD_DIST: dist,
      ...upstreamsThrough(hop),
    };
  }, 60_000);

  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    hop?.close();
    await t?.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const posts = () => hop.calls.filter((c) => c.startsWith('POST /data/v1/serp/classic/tasks')).length;
  const listReads = () => hop.calls.filter((c) => c === 'GET /data/v1/serp/classic/tasks').length;

  /** A server on a fresh store with 20 keywords of site `siteId`, in the middle of a run it paid for. */
  async function runPaidFor(siteId: number) {
    const data = mkdtempSync(join(tmpdir(), 'sb-restart-data-'));
    dirs.push(data);
    const first = await startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: data });
    children.push(first.child);
    const added = await fetch(`${first.base}/api/local/positions/keywords?site_id=${siteId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        keywords: Array.from({ length: 20 }, (_, i) => `restart keyword ${siteId} ${i}`),
        location_id: 2840,
        language_code: 'en',
        domain: 'northwind-outdoor.com',
      }),
    });
    expect(added.status).toBe(201);
    // the task list is held: the run can queue (and pay for) its tasks but not collect them
    const release = hop.hold('GET /data/v1/serp/classic/tasks');
    const postsBefore = posts();
    const readsBefore = listReads();
    const run = await fetch(`${first.base}/api/local/positions/run?site_id=${siteId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(run.status).toBe(202);
    const { id } = (await run.json()) as { id: number };
    // both task calls answered, and the run has gone on to follow its tasks
    await vi.waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore), { timeout: 30_000 });
    expect(posts() - postsBefore).toBe(2);
    // the sandbox's clock is a manual one: its tasks are done once it moves past their time
    t.clock.advance(2000);
    return { data, first, id, release, postsBefore };
  }

  async function finishedOn(base: string, siteId: number, id: number, timeout: number) {
    let summary: Summary | undefined;
    await vi.waitFor(
      async () => {
        summary = (await (await fetch(`${base}/api/local/positions?site_id=${siteId}`)).json()) as Summary;
        expect(summary.runs.find((r) => r.id === id)?.status).toBe('finished');
      },
      { timeout, interval: 250 },
    );
    return summary as Summary;
  }

  it('kill -9 after the run paid: the next server takes it over within a minute and records from what was paid', async () => {
    const s = await runPaidFor(101);
    s.first.child.kill('SIGKILL');
    await exited(s.first.child);
    s.release();
    const killedAt = Date.now();
    const second = await startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: s.data });
    children.push(second.child);
    const summary = await finishedOn(second.base, 101, s.id, 90_000);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(summary.runs.find((r) => r.id === s.id)).toMatchObject({
      outcome: 'done',
      message: '20 of 20 keywords recorded.',
    });
    expect(summary.keywords.every((k) => k.day !== null)).toBe(true);
    // nothing was queued (and paid for) again
    expect(posts() - s.postsBefore).toBe(2);
    second.child.kill('SIGKILL');
  }, 180_000);

  it('SIGTERM mid-run: the run is handed back and the next server finishes it at once', async () => {
    const s = await runPaidFor(102);
    s.first.child.kill('SIGTERM');
    // the held list read is let go so the stopping server's call in flight can end
    s.release();
    await exited(s.first.child);
    const second = await startServerProcess({ ...env, SEARCHBOARD_DATA_DIR: s.data });
    children.push(second.child);
    // handed back, not abandoned: no lease to wait out
    const summary = await finishedOn(second.base, 102, s.id, 20_000);
    expect(summary.runs.find((r) => r.id === s.id)).toMatchObject({
      outcome: 'done',
      message: '20 of 20 keywords recorded.',
    });
    expect(posts() - s.postsBefore).toBe(2);
    second.child.kill('SIGKILL');
  }, 120_000);
});
