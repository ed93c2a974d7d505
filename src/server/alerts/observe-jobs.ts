import type { Observation } from './observation.ts';

/**
 * Jobs that did not do their work: a rank-tracking run skipped for budget or failed, a report send that failed.
 * The latest finished job of each subject is its event: 1 when it went wrong (fires), 0 when it went well (the
 * subject recovers), so a run that succeeds after a failed one clears the alert.
 */

export interface LastRun {
  siteId: number;
  domain: string;
  run: { id: number; outcome: string | null; started_at: string; finished_at: string | null };
}

export function observeRunJobs({ siteId, domain, run }: LastRun): Observation[] {
  const at = (run.finished_at ?? run.started_at).slice(0, 10);
  const base = {
    siteId,
    subject: `positions-run:${siteId}`,
    label: `Rank tracking of ${domain}`,
    before: null,
    url: `/sites/${siteId}/positions`,
    event: `run:${run.id}`,
  };
  return [
    { ...base, metric: 'jobs.skipped', now: { value: run.outcome === 'skipped-budget' ? 1 : 0, at } },
    { ...base, metric: 'jobs.failed', now: { value: run.outcome === 'failed' ? 1 : 0, at } },
  ];
}

export interface LastDelivery {
  id: number;
  schedule_id: number;
  site_id: number;
  frequency: string;
  state: 'sent' | 'failed';
  at: string;
  sent_at: string | null;
}

export function observeDelivery(d: LastDelivery): Observation {
  return {
    metric: 'jobs.failed',
    siteId: d.site_id,
    subject: `report:${d.schedule_id}`,
    label: `The ${d.frequency} report of site ${d.site_id}`,
    before: null,
    now: { value: d.state === 'failed' ? 1 : 0, at: (d.sent_at ?? d.at).slice(0, 10) },
    url: `/reports/${d.site_id}/schedules`,
    event: `delivery:${d.id}`,
  };
}
