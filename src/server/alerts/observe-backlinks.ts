import type { Observation } from './observation.ts';

/**
 * Referring domains of a target in its latest report against the report before it. The service refreshes a report
 * in place (same id, new `created`), so "the report before" is what the proxy recorded of the target earlier
 * (`backlink_counts`), whether it came from the same report or another one. A report without a count, and a target
 * seen once, are `missing`; a count of 0 is a real 0.
 */

export interface BacklinkCount {
  /** the report's `created` */
  at: string;
  referringDomains: number | null;
}

export interface BacklinkTarget {
  /** one per target and mode: a domain, a host and a page of one site are counted apart */
  key: string;
  /** the target as the service names it */
  label: string;
  siteId: number | null;
  /** the latest report of the target, which the alert links to */
  reportId: string;
  /** every count recorded for the target, the latest report's included, in any order */
  counts: readonly BacklinkCount[];
}

/** What a comparison's subject is for a report: the mode is part of it unless it is the whole domain. */
export function targetKey(mode: string, target: string): string {
  return mode === 'domain' ? target : `${mode}:${target}`;
}

const num = (v: number | null): number | null => (v !== null && Number.isFinite(v) ? v : null);

export function observeBacklinks(targets: readonly BacklinkTarget[]): Observation[] {
  const out: Observation[] = [];
  for (const t of targets) {
    const [latest, previous] = [...t.counts].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    if (!latest) continue;
    const now = num(latest.referringDomains);
    const before = previous ? num(previous.referringDomains) : null;
    const name = `“${t.label}”`;
    const missing =
      now === null
        ? `The report of ${latest.at} on ${name} has no referring domains count.`
        : !previous
          ? `${name} has one report: nothing to compare with yet.`
          : before === null
            ? `The report of ${previous.at} on ${name} has no referring domains count.`
            : undefined;
    out.push({
      metric: 'backlinks.domains_lost_share',
      siteId: t.siteId,
      subject: `target:${t.key}`,
      label: t.label,
      before: previous ? { value: before, at: previous.at } : null,
      now: { value: now, at: latest.at },
      ...(missing ? { missing } : {}),
      url: `/backlinks/${encodeURIComponent(t.reportId)}`,
      // a refreshed report keeps its id: its date makes the refresh a new event
      event: `report:${t.reportId}:${latest.at}`,
    });
  }
  return out;
}
