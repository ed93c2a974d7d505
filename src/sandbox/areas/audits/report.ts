import { DAY_MS, isoDate, isoDateTime } from '../../clock.ts';
import { targetSize } from '../backlinks/targets.ts';
import { createRng } from '../../rng.ts';
import { SECTIONS } from './catalog.ts';
import type { CrawlModel } from './model.ts';
import { settingInt, type AuditSettings } from './settings.ts';
import type { AuditState, RunState } from './state.ts';
import { hostOf } from './state.ts';

export const AUDIT_VERSION = '3.2';

const WEEK_MS = 7 * DAY_MS;

/**
 * Off-site figures of the domain at a crawl. Backlinks and referring domains are the backlink index's own for the
 * domain (the figures a backlink report on it shows), as the index stood when the crawl finished: a crawl of the
 * last week reads what the index holds now, an older one a little less for each week since (the index grows).
 */
function domainFigures(host: string, runNo: number, finishedAt: number, now: number) {
  const site = createRng(`domain:${host}`);
  const run = createRng(`domain:${host}:${runNo}`);
  const index = targetSize('domain', host.replace(/^www\./, ''));
  const weeks = Math.max(0, Math.floor((now - finishedAt) / WEEK_MS));
  const grow = weeks === 0 ? 1 : Math.max(0.5, 1 - weeks * 0.012 - run.next() * 0.005);
  return {
    dt: Math.min(100, site.int(18, 72) + (runNo % 3)),
    domains: Math.round(index.domains * grow),
    backlinks: Math.round(index.backlinks * grow),
    indexA: Math.round(site.int(200, 40_000) * grow),
    indexB: Math.round(site.int(150, 30_000) * grow),
    indexC: Math.round(site.int(50, 9_000) * grow),
    expMonth: site.int(1, 12),
    expDay: site.int(1, 28),
  };
}

/** index_a/index_b/index_c arrive as strings or integers on the wire (spec): the sandbox mixes both. */
export function domainProps(url: string, rs: RunState, settings: AuditSettings, now: number) {
  const host = hostOf(url);
  const finished = new Date(rs.finishedAt ?? rs.start);
  const f = domainFigures(host, rs.run.run_no, finished.getTime(), now);
  const exp = `${finished.getUTCFullYear() + 1}-${String(f.expMonth).padStart(2, '0')}-${String(f.expDay).padStart(2, '0')}`;
  return {
    dt: f.dt,
    domain: host,
    domains: String(f.domains),
    expdate: exp,
    updated: isoDate(finished),
    backlinks: String(f.backlinks),
    index_a: String(f.indexA),
    index_b: f.indexB,
    index_c: String(f.indexC),
    // Every page of the site was reached unless the max_pages cap cut the crawl short.
    all_checked: rs.run.final_pages < settingInt(settings, 'max_pages'),
  };
}

export function domainData(url: string, rs: RunState, now: number) {
  const f = domainFigures(hostOf(url), rs.run.run_no, rs.finishedAt ?? rs.start, now);
  return {
    dt: f.dt,
    domain: hostOf(url),
    backlinks: String(f.backlinks),
    index_a: String(f.indexA),
    index_b: f.indexB,
    index_c: String(f.indexC),
  };
}

export function sections(model: CrawlModel) {
  return SECTIONS.map((s) => ({
    uid: s.uid,
    name: s.name,
    props: Object.fromEntries(
      model.checks
        .filter((ch) => ch.def.section === s.uid)
        .map((ch) => [
          ch.def.code,
          { code: ch.def.code, status: ch.status, name: ch.def.name, value: ch.value },
        ]),
    ),
  }));
}

/** The full report once finished; `{is_finished: false}` before (spec: "available only when true"). */
export function buildReport(s: AuditState, model: CrawlModel, settings: AuditSettings, now: number) {
  if (s.status !== 'finished' || s.current.finishedAt === undefined) return { is_finished: false };
  const t = model.totals();
  return {
    is_finished: true,
    score_percent: model.score(),
    total_pages: model.pages,
    total_errors: t.errors,
    total_warnings: t.warnings,
    total_notices: t.notices,
    total_passed: t.passed,
    audit_time: isoDateTime(new Date(s.current.finishedAt)),
    version: AUDIT_VERSION,
    domain_props: domainProps(s.audit.url, s.current, settings, now),
    sections: sections(model),
  };
}

export function historySnapshot(
  url: string,
  rs: RunState,
  model: CrawlModel,
  settings: AuditSettings,
  now: number,
) {
  const t = model.totals();
  return {
    audit_time: isoDateTime(new Date(rs.finishedAt ?? rs.start)),
    domain_data: domainData(url, rs, now),
    settings,
    pages_data: Object.fromEntries(model.checks.map((ch) => [ch.def.code, ch.value])),
    totals: {
      total_pages: model.pages,
      total_warnings: t.warnings,
      total_errors: t.errors,
      total_passed: t.passed,
    },
    version: AUDIT_VERSION,
  };
}
