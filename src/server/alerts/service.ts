import { randomUUID } from 'node:crypto';
import type { ActivityEvent } from '../activity/event.ts';
import type { JobScheduler, JobSource } from '../jobs/scheduler.ts';
import type { Mailer } from '../mail/mail-types.ts';
import type { Store } from '../store/interface.ts';
import type { Collector } from './collector.ts';
import { decide as realDecide } from './decide.ts';
import { AlertEngine, type Decide, type Judge } from './engine.ts';
import { judge as realJudge } from './judge.ts';
import type { Observation } from './observation.ts';
import { AlertsRepo } from './repo.ts';
import { AlertSender, dayOf } from './sender.ts';

/**
 * Alerts put together: the store, the engine, and two sources on the server's one job scheduler, the checks
 * (`alerts`) and the deliveries (`alert-deliveries`). At each tick the `data` collectors run (they read only the
 * store); `hourly` ones once an hour and `daily` ones once a day from the check hour, each slot claimed by one
 * replica with an insert into `alert_checks`. A collector that fails is logged and the others go on.
 */
export const DEFAULT_CHECK_HOUR = 7;

export interface AlertsOptions {
  store: Store;
  jobs?: JobScheduler;
  mailer: Pick<Mailer, 'send' | 'kind'>;
  collectors: readonly Collector[];
  now?: () => Date;
  record?: (e: ActivityEvent) => Promise<void>;
  log?: (line: string) => void;
  /** the addresses this server is reached at (its listening address, PUBLIC_URL): no channel may point there */
  selfOrigins: () => readonly string[];
  /** the services' origins (the embedded sandbox's too) */
  upstreamOrigins: () => readonly string[];
  /** where the dashboard is reached, for the links in messages */
  publicUrl: () => string;
  /** ALERTS_CHECK_HOUR, UTC */
  checkHour?: number;
  owner?: string;
  leaseMs?: number;
  judge?: Judge;
  decide?: Decide;
}

export type Alerts = ReturnType<typeof createAlerts>;

const hourOf = (d: Date) => d.toISOString().slice(0, 13);

export function createAlerts(o: AlertsOptions) {
  const now = o.now ?? (() => new Date());
  const owner = o.owner ?? randomUUID();
  const checkHour = o.checkHour ?? DEFAULT_CHECK_HOUR;
  const repo = new AlertsRepo(o.store, now);
  const engine = new AlertEngine({
    repo,
    judge: o.judge ?? realJudge,
    decide: o.decide ?? realDecide,
    now,
    record: o.record,
    log: o.log,
  });
  const sender = new AlertSender({
    repo,
    mailer: o.mailer,
    now,
    publicUrl: o.publicUrl,
    checkHour,
    owner,
    leaseMs: o.leaseMs,
    record: o.record,
    log: o.log,
  });
  let stopped = false;
  let busy: Promise<unknown> | undefined;

  async function run(collectors: readonly Collector[], at: Date): Promise<Observation[]> {
    const out: Observation[] = [];
    for (const c of collectors) {
      try {
        out.push(...(await c.collect(at)));
      } catch (err) {
        o.log?.(`[alerts] collector ${c.name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    return out;
  }

  /** the collectors due at this tick: `data` always, the others once per slot, claimed by one replica */
  async function due(at: Date): Promise<Collector[]> {
    const out: Collector[] = [];
    for (const c of o.collectors) {
      if (c.when === 'data') out.push(c);
      else if (c.when === 'hourly') {
        if (await repo.claimCheck(`${c.name}:${hourOf(at)}`, owner)) out.push(c);
      } else if (at.getUTCHours() >= checkHour && (await repo.claimCheck(`${c.name}:${dayOf(at)}`, owner)))
        out.push(c);
    }
    return out;
  }

  const kick = () =>
    void sender.tick().catch((err: unknown) => o.log?.(`[alerts] deliveries: ${String(err)}`));

  const checks: JobSource & { idle(): Promise<void> } = {
    name: 'alerts',
    async tick() {
      if (stopped || busy) return;
      const p = (async () => {
        const at = now();
        const result = await engine.evaluate(await run(await due(at), at));
        if (result.fired.length) kick();
        return result;
      })();
      busy = p;
      try {
        return await p;
      } finally {
        busy = undefined;
      }
    },
    stop() {
      stopped = true;
    },
    async idle() {
      await busy?.catch(() => undefined);
    },
  };
  o.jobs?.add(checks);
  o.jobs?.add(sender);

  return {
    repo,
    engine,
    sender,
    checks,
    now,
    selfOrigins: o.selfOrigins,
    upstreamOrigins: o.upstreamOrigins,
    /** Every collector now, whatever its slot (the page's "Check now"); deliveries start at once. */
    async checkNow(): Promise<{ observed: number; fired: number }> {
      const at = now();
      const result = await engine.evaluate(await run(o.collectors, at));
      kick();
      return { observed: result.observed, fired: result.fired.length };
    },
    /** Before the store closes: nothing new is claimed, and the sends under way end. */
    close: async () => {
      stopped = true;
      sender.stop();
      await checks.idle();
      await sender.idle();
    },
  };
}
