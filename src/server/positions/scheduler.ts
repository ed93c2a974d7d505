import { Cron } from 'croner';
import { DAY_MS } from '../../lib/dates.ts';
import { OneAtATime } from '../jobs/one-at-a-time.ts';
import { JobScheduler, type JobSource } from '../jobs/scheduler.ts';
import type { PositionsRepo, Run, SiteSettings } from './repo.ts';

/**
 * The rank-tracking schedule, in the server. Each site's schedule is a cron pattern (croner) in UTC; on every
 * tick the most recent slot at or before now is due if it came after the schedule was set and nobody ran it.
 * Claiming it is one insert on UNIQUE (site, slot) in the store, so with several processes on one store exactly
 * one runs it, and a tick after downtime runs the latest missed slot once (older missed slots are not run: the
 * service answers for today, not for a past day).
 */

export function cronPattern(s: Pick<SiteSettings, 'cadence' | 'hour' | 'weekday'>): string {
  return s.cadence === 'weekly' ? `0 ${s.hour} * * ${s.weekday}` : `0 ${s.hour} * * *`;
}

const periodMs = (s: Pick<SiteSettings, 'cadence'>) => (s.cadence === 'weekly' ? 7 * DAY_MS : DAY_MS);

/** The latest slot at or before `now`. */
export function previousSlot(s: Pick<SiteSettings, 'cadence' | 'hour' | 'weekday'>, now: Date): Date {
  const cron = new Cron(cronPattern(s), { timezone: 'UTC', paused: true });
  // the one occurrence in (now - period, now]: croner's next run after now - period
  const slot = cron.nextRun(new Date(now.getTime() - periodMs(s))) as Date;
  return slot.getTime() <= now.getTime() ? slot : new Date(slot.getTime() - periodMs(s));
}

export function nextSlot(s: Pick<SiteSettings, 'cadence' | 'hour' | 'weekday'>, now: Date): Date {
  return new Cron(cronPattern(s), { timezone: 'UTC', paused: true }).nextRun(now) as Date;
}

export interface SchedulerDeps {
  repo: PositionsRepo;
  now: () => Date;
  /** runs a claimed run to its end */
  execute: (run: Run) => Promise<unknown>;
  /** who claims the runs and for how long (see `PositionsRepo.claimRun`) */
  lease?: { owner: string; leaseMs: number };
  /** takes over runs whose process stopped renewing them; every tick, even while this one's runs go on */
  adopt?: () => Promise<unknown>;
}

/** Rank tracking's source on the server's one job scheduler (jobs/scheduler.ts). */
export class Scheduler implements JobSource {
  readonly name = 'positions';
  private own: JobScheduler | undefined;
  private readonly ticks = new OneAtATime();
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  /**
   * Takes over abandoned runs, then claims every due slot and runs them one site after another; resolves when
   * the claimed runs have finished (taken-over ones go on in the background).
   */
  async tick(): Promise<Run[]> {
    if (this.stopped) return [];
    await this.deps.adopt?.();
    return this.ticks.run(() => this.claimDue(), []);
  }

  /** resolves when the tick under way (if any) has ended */
  idle(): Promise<void> {
    return this.ticks.idle();
  }

  private async claimDue(): Promise<Run[]> {
    const ran: Run[] = [];
    {
      const now = this.deps.now();
      for (const s of await this.deps.repo.scheduledSites()) {
        if (this.stopped) break;
        const slot = previousSlot(s, now);
        if (slot.getTime() < Date.parse(s.schedule_at)) continue;
        const key = slot.toISOString();
        if (await this.deps.repo.hasRun(s.site_id, key)) continue;
        const run = await this.deps.repo.claimRun(
          s.site_id,
          key,
          'scheduled',
          await this.deps.repo.countKeywords(s.site_id),
          this.deps.lease,
        );
        if (!run) continue;
        try {
          await this.deps.execute(run);
        } catch (err) {
          await this.deps.repo.finishRun(run.id, 'failed', err instanceof Error ? err.message : String(err));
        }
        ran.push((await this.deps.repo.run(run.id)) as Run);
      }
    }
    return ran;
  }

  /**
   * Ticks on a job scheduler of its own, for a server that has not put this source on the shared one
   * (`JobScheduler.add`): a due slot starts within 15 seconds, and a run whose lease lapsed is taken over within
   * 15 seconds of it.
   */
  start(): void {
    this.stopped = false;
    (this.own ??= new JobScheduler().add(this)).start();
  }

  stop(): void {
    this.stopped = true;
    const own = this.own;
    this.own = undefined;
    own?.stop();
  }
}
