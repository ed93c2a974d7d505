import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killScript, smtpDownScript } from '../src/server/reports/fault-script.ts';
import type { Figure } from './figure.ts';

/**
 * The report sends' figures:
 * - reports.sent_vs_due: mails the SMTP server accepted over mails due, in the delivery fault script (SMTP down at
 *   the send and up two minutes later; two replica processes and a kill -9 of the one holding the send), on SQLite
 *   in a folder (the replicas share it). Goal 1.00: none lost, none twice.
 */
export async function reportsFigures(): Promise<Figure[]> {
  const dirs: string[] = [];
  const dir = () => {
    const d = mkdtempSync(join(tmpdir(), 'sb-bench-reports-'));
    dirs.push(d);
    return d;
  };
  try {
    const parts = [await smtpDownScript(dir()), await killScript(dir())];
    const due = parts.reduce((n, p) => n + p.due, 0);
    const sent = parts.reduce((n, p) => n + p.sent, 0);
    return [
      { figure: 'reports.sent_vs_due', value: Number((sent / due).toFixed(2)), unit: 'ratio', goal: '1.00' },
    ];
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
