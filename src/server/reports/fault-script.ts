import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { openStore } from '../store/store.ts';
import { startTestSmtp } from '../mail/test-smtp.ts';
import { createReports } from './service.ts';
import { smtpDeliver } from './test-deliver.ts';

/**
 * The delivery fault script, shared by the fault tests and the bench (`reports.sent_vs_due`): each part says how
 * many mails were due and how many the SMTP server accepted.
 */
export interface Tally {
  due: number;
  sent: number;
}

const until = async (cond: () => boolean | Promise<boolean>, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  for (let pause = 10; !(await cond()); pause = Math.min(pause * 2, 200)) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, pause));
  }
};

const daily = (hour: number, zone = 'UTC') => ({
  site_id: 101,
  frequency: 'daily' as const,
  hour,
  time_zone: zone,
  range_days: 30,
  recipients: ['client@northwind.test'],
});

/** SMTP down at the send, up two minutes later (an injected clock): the slot's one mail, ticked ten times more. */
export async function smtpDownScript(where = ':memory:'): Promise<Tally> {
  const store = await openStore(where);
  const down = await startTestSmtp();
  const port = down.port;
  await down.stop();
  let t = Date.parse('2026-11-20T06:30:00Z');
  const clock = {
    now: () => new Date(t),
    set: (iso: string) => (t = Date.parse(iso)),
    advance: (ms: number) => (t += ms),
  };
  const reports = createReports({
    store,
    now: () => clock.now(),
    deliver: smtpDeliver(() => `smtp://127.0.0.1:${port}`),
  });
  let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
  try {
    await reports.repo.create(daily(8, 'Europe/Berlin'), null);
    clock.set('2026-11-20T07:00:05Z');
    await reports.sender.tick();
    smtp = await startTestSmtp({ port });
    for (let i = 0; i < 10; i++) {
      clock.advance(60_000);
      await reports.sender.tick();
    }
    return { due: 1, sent: smtp.received.length };
  } finally {
    await reports.close();
    await smtp?.stop();
    await store.close();
  }
}

/** An SMTP server that holds the first message's data until told, and counts what it accepted. */
async function holdingSmtp() {
  const accepted: string[] = [];
  let holding: string | undefined;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, done) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // the first sender is held here, its message not yet accepted: the process "holding the job"
        if (holding === undefined) {
          holding = session.id;
          return;
        }
        accepted.push(from);
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    held: () => holding !== undefined,
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

function startReplica(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/reports/test-replica.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      if (d.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code, signal) => {
      if (signal !== 'SIGKILL') console.error(`replica ${env.OWNER ?? ''} exited (${code ?? signal})`);
      reject(new Error(`replica exited (${code ?? signal})`));
    });
  });
}

/**
 * Two replica processes on one store, one slot due; the one holding the send (its message held by the SMTP
 * server) is killed with SIGKILL, and the other takes the send over once its lease lapses.
 */
export async function killScript(where: string, timeoutMs = 60_000): Promise<Tally & { killed: string }> {
  const smtp = await holdingSmtp();
  const children: ChildProcess[] = [];
  const store = await openStore(where);
  try {
    const reports = createReports({ store, deliver: () => Promise.reject(new Error('unused')) });
    const now = new Date();
    const row = await reports.repo.create(daily(now.getUTCHours()), null);
    // switched on an hour before this hour's slot, so the slot is due
    await store.db
      .updateTable('report_schedules')
      .set({ enabled_at: new Date(now.getTime() - 2 * 3_600_000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const env = { STORE: where, SMTP_URL: smtp.url, LEASE_MS: '3000' };
    const [a, b] = await Promise.all([
      startReplica({ ...env, OWNER: 'a' }),
      startReplica({ ...env, OWNER: 'b' }),
    ]);
    children.push(a, b);
    await until(smtp.held, timeoutMs, 'a replica to hold the send');
    const [delivery] = await reports.repo.deliveries(row.id);
    const holder = delivery?.lease_owner === 'a' ? a : b;
    holder.kill('SIGKILL');
    let last: unknown;
    await until(
      async () => {
        const [d] = await reports.repo.deliveries(row.id);
        last = d;
        return d?.state === 'sent';
      },
      timeoutMs,
      'the takeover',
    ).catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(last)}`);
    });
    return { due: 1, sent: smtp.accepted.length, killed: delivery?.lease_owner ?? '?' };
  } finally {
    for (const c of children) c.kill('SIGKILL');
    await smtp.stop();
    await store.close();
  }
}
