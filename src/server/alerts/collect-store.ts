import type { Metering } from '../metering/metering.ts';
import type { Store } from '../store/store.ts';
import type { Collector } from './collector.ts';
import type { Observation } from './observation.ts';
import { observeBudget } from './observe-budget.ts';
import { observeDelivery, observeRunJobs, type LastDelivery } from './observe-jobs.ts';
import { observePositions } from './observe-positions.ts';
import { lastGoodRuns, lastRuns, siteRuns } from './store-positions.ts';

/**
 * The collectors fed by the store alone (no call to the service, so no credits): rank tracking's runs, the jobs
 * that went wrong, and the budget. They run at every tick of the scheduler, so the positions collector rebuilds a
 * site's observations only when a new run of it finished; otherwise it hands back the ones it made last.
 */
export function storeCollectors(deps: { store: Store; metering: Metering; now?: () => Date }): Collector[] {
  const now = deps.now ?? (() => new Date());
  const seen = new Map<number, { run: number; observations: Observation[] }>();
  const positions: Collector = {
    name: 'positions',
    when: 'data',
    async collect() {
      const latest = await lastGoodRuns(deps.store);
      const domains = new Map((await lastRuns(deps.store)).map((r) => [r.siteId, r.domain]));
      const out: Observation[] = [];
      for (const [siteId, run] of latest) {
        const kept = seen.get(siteId);
        if (kept?.run === run) {
          out.push(...kept.observations);
          continue;
        }
        const domain = domains.get(siteId) ?? `site ${siteId}`;
        const observations = observePositions(await siteRuns(deps.store, siteId, domain));
        seen.set(siteId, { run, observations });
        out.push(...observations);
      }
      return out;
    },
  };
  const jobs: Collector = {
    name: 'jobs',
    when: 'data',
    async collect() {
      const runs = (await lastRuns(deps.store)).flatMap(observeRunJobs);
      return [...runs, ...(await lastDeliveries(deps.store)).map(observeDelivery)];
    },
  };
  const budget: Collector = {
    name: 'budget',
    when: 'data',
    async collect() {
      const s = await deps.metering.summary();
      return observeBudget({
        now: now(),
        spent: { today: s.today, month: s.month },
        budget: { daily: s.budget.daily, monthly: s.budget.monthly },
      });
    },
  };
  return [positions, jobs, budget];
}

/** Each schedule's latest send that ended (sent, or failed after its retries). */
async function lastDeliveries(store: Store): Promise<LastDelivery[]> {
  return store.db
    .selectFrom('report_deliveries as d')
    .innerJoin('report_schedules as s', 's.id', 'd.schedule_id')
    .select(['d.id', 'd.schedule_id', 's.site_id', 's.frequency', 'd.state', 'd.at', 'd.sent_at'])
    .where('d.id', 'in', (eb) =>
      eb
        .selectFrom('report_deliveries')
        .select((e) => e.fn.max('id').as('id'))
        .where('state', 'in', ['sent', 'failed'])
        .groupBy('schedule_id'),
    )
    .execute() as Promise<LastDelivery[]>;
}
