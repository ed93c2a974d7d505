import { JobScheduler } from '../jobs/scheduler.ts';
import { openStore } from '../store/store.ts';
import { createReports } from './service.ts';
import { smtpDeliver } from './test-deliver.ts';

/**
 * One replica of the report sender for the fault tests and the bench: its own process on the store named by
 * STORE (a folder or a postgres:// address), sending through SMTP_URL, ticking every second with a short lease,
 * so that a `kill -9` of it and the takeover by another fit a test's time.
 */
const store = await openStore(process.env.STORE ?? '');
const owner = process.env.OWNER ?? 'replica';
const jobs = new JobScheduler({ pattern: '* * * * * *', log: (l) => console.error(l) });
createReports({
  store,
  owner,
  jobs,
  leaseMs: Number(process.env.LEASE_MS ?? 3000),
  deliver: smtpDeliver(() => process.env.SMTP_URL ?? ''),
});
jobs.start();
// the ticker does not hold the process open (a server's listener does): this replica lives until it is killed
setInterval(() => undefined, 3_600_000);
console.log('ready');
