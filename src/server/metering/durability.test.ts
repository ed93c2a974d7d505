import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killMidWrites } from '../../sandbox/testing.ts';
import { apiFetch as fetch } from '../http/test-fetch.ts';
import { startServerProcess } from '../http/test-server.ts';

/**
 * `npm start`'s server (src/server/start.ts): the proxy, its own store and the embedded sandbox in one process, on a
 * free port.
 */
const startServer = (dataDir: string, dist: string) =>
  startServerProcess({
    SEARCHBOARD_DIST: dist,
    SEARCHBOARD_DATA_DIR: dataDir,
    PROJECT_API_URL: '',
    DATA_API_URL: '',
    BACKLINKS_API_URL: '',
  });

// A kill -9 in the middle of a stream of writes loses none that was answered with success, whether it went to the
// proxy's store or to the sandbox's database. Here both at once, as `npm start` runs them: chart
// annotations go to the proxy's own store, site groups through the proxy to the embedded sandbox's database.
describe("durability of npm start's server", () => {
  it('keeps every answered annotation and group through a kill -9 of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sb-durable-server-'));
    const dist = mkdtempSync(join(tmpdir(), 'sb-durable-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const json = { 'content-type': 'application/json' };
    const { child: first, base } = await startServer(dataDir, dist);
    const notes: number[] = [];
    const groups: string[] = [];
    await killMidWrites(
      async (w, i) => {
        if (i % 2 === 0) {
          const r = await fetch(`${base}/api/local/annotations?site_id=101`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ date: '2026-11-01', label: `w${w}-${i}`, note: '' }),
          });
          if (r.ok) notes.push(((await r.json()) as { id: number }).id);
        } else {
          const r = await fetch(`${base}/api/project/site-groups`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: `w${w}-${i}` }),
          });
          if (r.ok) groups.push(String(((await r.json()) as { group_id: number }).group_id));
        }
      },
      () => notes.length >= 15 && groups.length >= 15,
      () => first.kill('SIGKILL'),
    );
    expect(notes.length).toBeGreaterThan(10);
    expect(groups.length).toBeGreaterThan(10);

    const { child: second, base: again } = await startServer(dataDir, dist);
    try {
      const kept = (await (await fetch(`${again}/api/local/annotations?site_id=101`)).json()) as {
        items: { id: number }[];
      };
      const keptNotes = new Set(kept.items.map((a) => a.id));
      expect(notes.filter((id) => !keptNotes.has(id))).toEqual([]);
      const list = (await (await fetch(`${again}/api/project/site-groups`)).json()) as { id: string }[];
      const keptGroups = new Set(list.map((g) => String(g.id)));
      expect(groups.filter((id) => !keptGroups.has(id))).toEqual([]);
    } finally {
      second.kill('SIGKILL');
    }
  }, 90_000);
});
