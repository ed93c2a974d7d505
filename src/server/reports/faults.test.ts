import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STORE_ENGINES, storePerTest } from '../store/test-engines.ts';
import { killScript, smtpDownScript } from './fault-script.ts';

/**
 * The delivery faults the issue names, against a real SMTP server: down at the send and up two minutes later, and
 * two replica processes with a `kill -9` of the one holding the send. Each slot's mail arrives exactly once.
 */
describe.each(STORE_ENGINES)('delivery faults (%s)', (name, open) => {
  const fresh = storePerTest(open);
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const where = async () => {
    if (name === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'sb-reports-'));
      dirs.push(dir);
      return dir;
    }
    return (await fresh()).url ?? '';
  };

  it('SMTP down at the send and up two minutes later: delivered exactly once', async () => {
    expect(await smtpDownScript(await where())).toEqual({ due: 1, sent: 1 });
  });

  it('two replicas and a kill -9 of the one holding the send: delivered exactly once, by the other', async () => {
    const tally = await killScript(await where());
    expect(tally).toMatchObject({ due: 1, sent: 1 });
    expect(['a', 'b']).toContain(tally.killed);
  }, 90_000);
});
