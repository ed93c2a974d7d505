import { isoDate, isoDateTime } from '../../clock.ts';
import { getBalance, withdraw } from '../../core-data.ts';
import { HttpError, noContent, ok, type Router, type SandboxRequest } from '../../http.ts';
import { aggregatesOf } from './aggregates.ts';
import { backlinkAt, buildModel } from './model.ts';
import { getReport, insertReport, listReports, parseReportId, requireReport } from './store.ts';
import {
  INFO_NOTE,
  isUnreachable,
  parseTarget,
  PREVIEW_LIMIT,
  priceOf,
  targetRanks,
  targetSize,
} from './targets.ts';

/** Default page size of every list here; a page holds at most the whole 10,000-row preview. */
export const DEFAULT_LIMIT = 100;

function intParam(req: SandboxRequest, name: string, fallback: number, min: number, max: number): number {
  const raw = req.query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new HttpError(400, `Invalid ${name}: expected an integer from ${min} to ${max}`);
  }
  return n;
}

function paging(req: SandboxRequest): { limit: number; offset: number } {
  return {
    limit: intParam(req, 'limit', DEFAULT_LIMIT, 1, PREVIEW_LIMIT),
    offset: intParam(req, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

function bodyField(req: SandboxRequest, name: string): unknown {
  if (typeof req.body === 'object' && req.body !== null) return (req.body as Record<string, unknown>)[name];
  return req.form?.get(name)?.[0];
}

const topBy = <T>(items: T[], count: (t: T) => number, n = 10): T[] =>
  [...items].sort((a, b) => count(b) - count(a)).slice(0, n);

export function backlinkRoutes(router: Router): void {
  router.add('backlinks', 'GET', '/backlink-reports', (req, { db }) => {
    const { limit, offset } = paging(req);
    const { total, rows } = listReports(db, (req.query.get('query') ?? '').trim(), limit, offset);
    return ok({
      total_reports: total,
      // Quirk (spec, "Backlink report"): id, backlinks and refdomains are strings in the list.
      reports: rows.map((r) => ({
        id: String(r.id),
        target: r.target,
        mode: r.mode,
        backlinks: String(r.backlinks),
        refdomains: String(r.refdomains),
        created: isoDateTime(new Date(r.created_at)),
      })),
    });
  });

  router.add('backlinks', 'GET', '/backlink-reports/info', (req, { db }) => {
    const { mode, target } = parseTarget(req.query.get('mode'), req.query.get('target'));
    const size = targetSize(mode, target);
    const amount = priceOf(size);
    const { balance, currency_code } = getBalance(db);
    if (balance < amount) throw new HttpError(400, 'Not enough money in your balance');
    return ok({
      backlinks: size.backlinks,
      domains: size.domains,
      price: { amount, currency: currency_code },
      note: INFO_NOTE,
    });
  });

  router.add('backlinks', 'POST', '/backlink-reports', (req, { db, clock }) => {
    const { mode, target } = parseTarget(bodyField(req, 'mode'), bodyField(req, 'target'));
    if (isUnreachable(target)) throw new HttpError(400, 'Failed to get backlinks. Try again later');
    const id = db.transaction(() => {
      // spec: "price is what creating the report withdraws".
      if (!withdraw(db, priceOf(targetSize(mode, target))))
        throw new HttpError(400, 'Not enough money in your balance');
      return insertReport(db, mode, target, clock.now());
    })();
    return ok({ report_id: id });
  });

  router.add('backlinks', 'PUT', '/backlink-reports', (req, { db, clock }) => {
    const report = requireReport(db, bodyField(req, 'report_id'));
    if (isUnreachable(report.target)) throw new HttpError(400, 'Failed to get backlinks. Try again later');
    db.transaction(() => {
      const size = targetSize(report.mode, report.target);
      if (!withdraw(db, priceOf(size))) throw new HttpError(400, 'Not enough money in your balance');
      db.prepare(
        'UPDATE backlink_reports SET backlinks = ?, refdomains = ?, created_at = ? WHERE id = ?',
      ).run(size.backlinks, size.domains, clock.now().getTime(), report.id);
    })();
    return noContent();
  });

  router.add('backlinks', 'DELETE', '/backlink-reports/:report_id', (req, { db }) => {
    // spec, Errors 4: delete knows only 404, so an id that is not a number is simply not found.
    const id = parseReportId(req.params.report_id);
    if (id === undefined || !getReport(db, id)) throw new HttpError(404, 'Backlink report not found');
    db.prepare('DELETE FROM backlink_reports WHERE id = ?').run(id);
    return noContent();
  });

  router.add('backlinks', 'GET', '/backlink-reports/:report_id/overview', (req, { db }) => {
    const report = requireReport(db, req.params.report_id);
    const agg = aggregatesOf(report);
    const linkTop = topBy(agg.anchors, (a) => a.backlinks);
    const domainTop = topBy(agg.anchors, (a) => a.domains);
    return ok({
      report_id: report.id,
      created: isoDate(new Date(report.created_at)),
      target: report.target,
      mode: report.mode,
      ...targetRanks(report.target),
      backlinks: {
        total: report.backlinks,
        nofollow_backlinks: agg.nofollow,
        edu_backlinks: agg.edu,
        gov_backlinks: agg.gov,
        backlinks_to_homepage: agg.toHomepage,
        backlinks_saved: agg.model.n,
        per_domain: Math.round((report.backlinks / Math.max(1, report.refdomains)) * 100) / 100,
      },
      domains: {
        total: report.refdomains,
        domains_to_homepage: agg.domainsToHomepage,
        domains_to_otherpage: agg.domainsToOther,
        domains_saved: agg.domains.length,
        top_domains: topBy(agg.domains, (d) => d.backlinks).map((d) => {
          const meta = agg.domainMeta[d.id - 1];
          return {
            domain: d.domain,
            count: d.backlinks,
            name: meta?.name ?? d.domain,
            country: meta?.country ?? 'US',
          };
        }),
      },
      anchors: {
        total: agg.anchors.length,
        top_anchors: {
          links: linkTop.map((a) => ({ anchor: a.anchor, count: a.backlinks })),
          domains: domainTop.map((a) => ({ anchor: a.anchor, count: a.domains })),
        },
      },
      ips: null,
      subnets: null,
    });
  });

  router.add('backlinks', 'GET', '/backlink-reports/:report_id/backlinks', (req, { db }) => {
    const report = requireReport(db, req.params.report_id);
    const { limit, offset } = paging(req);
    const model = buildModel(report);
    const end = Math.min(model.n, offset + limit);
    const backlinks = [];
    for (let i = offset; i < end; i++) backlinks.push(backlinkAt(model, i));
    return ok({ total_backlinks: model.n, backlinks });
  });

  router.add('backlinks', 'GET', '/backlink-reports/:report_id/domains', (req, { db }) => {
    const report = requireReport(db, req.params.report_id);
    const { limit, offset } = paging(req);
    const { domains } = aggregatesOf(report);
    return ok({ total_domains: domains.length, domains: domains.slice(offset, offset + limit) });
  });

  router.add('backlinks', 'GET', '/backlink-reports/:report_id/anchors', (req, { db }) => {
    const report = requireReport(db, req.params.report_id);
    const { limit, offset } = paging(req);
    const { anchors } = aggregatesOf(report);
    return ok({ total_anchors: anchors.length, anchors: anchors.slice(offset, offset + limit) });
  });
}
