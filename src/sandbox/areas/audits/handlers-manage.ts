import { isoDate } from '../../clock.ts';
import { ensureSiteForUrl } from '../../core-data.ts';
import { HttpError, ok, type Handler } from '../../http.ts';
import { naturalPagesFor, startRun } from './lifecycle.ts';
import { auditListItem, lastActivity } from './list-item.ts';
import { auditIdParam, dateParam, optionalString, pageParams } from './params.ts';
import { parseSettings } from './settings.ts';
import { auditState, loadAudit } from './state.ts';
import { deleteRun, getAuditRow, insertAudit, listAuditRows, settingsOf } from './store.ts';

const MAX_TITLE = 300;
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `example.com`, `https://www.example.com/shop` … → the origin that is audited. */
function parseDomain(raw: unknown): { origin: string; host: string } {
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, 'domain is required');
  const text = raw.trim().toLowerCase();
  const scheme = /^(https?):\/\//.exec(text)?.[1] ?? 'https';
  const host = text.replace(/^https?:\/\//, '').split(/[/?#]/)[0] ?? '';
  if (!HOST.test(host)) throw new HttpError(400, 'domain must be a domain name such as example.com');
  return { origin: `${scheme}://${host}`, host };
}

function parseTitle(raw: unknown, fallback: string | undefined): string {
  if (raw === undefined || raw === null || (fallback !== undefined && raw === '')) {
    if (fallback === undefined) throw new HttpError(400, 'title is required');
    return fallback.slice(0, MAX_TITLE);
  }
  if (typeof raw !== 'string') throw new HttpError(400, 'title must be a string');
  const title = raw.trim();
  if (title === '') throw new HttpError(400, 'title is required');
  if (title.length > MAX_TITLE) throw new HttpError(400, `title must be at most ${MAX_TITLE} characters`);
  return title;
}

const bodyObject = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** POST /v1/site-audit/audits/standard and /advanced → `{id}`; the audit starts queued. */
export const createAudit =
  (js: boolean): Handler =>
  (req, ctx) => {
    const body = bodyObject(req.body);
    const { origin, host } = parseDomain(body.domain);
    const title = parseTitle(body.title, host);
    const settings = parseSettings(body.settings);
    const id = ctx.db.transaction(() => {
      const site = ensureSiteForUrl(ctx.db, origin, title);
      const natural = naturalPagesFor(host);
      const auditId = insertAudit(ctx.db, {
        site_id: site.id,
        url: origin,
        title,
        settings: JSON.stringify(settings),
        natural_pages: natural,
        is_new: 1,
        expired: 0,
      });
      startRun(ctx.db, ctx, { id: auditId, natural_pages: natural }, settings, 1, js);
      return auditId;
    })();
    return ok({ id });
  };

/** GET /v1/site-audit/audits: newest activity first; `total` counts every match, ignoring limit/offset. */
export const listAudits: Handler = (req, ctx) => {
  const { limit, offset } = pageParams(req.query);
  const search = optionalString(req.query, 'search')?.toLowerCase();
  const from = dateParam(req.query, 'date_start');
  const to = dateParam(req.query, 'date_end');
  const now = ctx.clock.now().getTime();
  const states = listAuditRows(ctx.db)
    .filter((a) => !search || a.title.toLowerCase().includes(search) || a.url.toLowerCase().includes(search))
    .map((a) => auditState(ctx.db, a, now))
    .filter((s) => {
      const day = isoDate(new Date(lastActivity(s)));
      return (!from || day >= from) && (!to || day <= to);
    })
    .sort((a, b) => lastActivity(b) - lastActivity(a) || b.audit.id - a.audit.id);
  return ok({
    total: states.length,
    items: states.slice(offset, offset + limit).map((s) => auditListItem(ctx.db, s)),
  });
};

/** PATCH ?audit_id= {title}: 200 with `[]` (the spec's empty body). */
export const renameAudit: Handler = (req, ctx) => {
  const id = auditIdParam(req.query);
  getAuditRow(ctx.db, id);
  const title = parseTitle(bodyObject(req.body).title, undefined);
  ctx.db.prepare('UPDATE site_audits SET title = ? WHERE id = ?').run(title, id);
  return ok([]);
};

/** DELETE ?audit_id=: permanent, removes the runs (history, pages, links) too; 200 with `[]`. */
export const deleteAudit: Handler = (req, ctx) => {
  const id = auditIdParam(req.query);
  getAuditRow(ctx.db, id);
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM site_audit_runs WHERE audit_id = ?').run(id);
    ctx.db.prepare('DELETE FROM site_audits WHERE id = ?').run(id);
  })();
  return ok([]);
};

/**
 * POST recheck/standard|advanced ?audit_id=: a new crawl with the original settings. The finished crawl
 * stays as history and its stats become prev_stats; an unfinished or cancelled crawl is simply restarted.
 */
export const recheckAudit =
  (js: boolean): Handler =>
  (req, ctx) => {
    const id = auditIdParam(req.query);
    const now = ctx.clock.now().getTime();
    const s = loadAudit(ctx.db, id, now);
    ctx.db.transaction(() => {
      let runNo = s.current.run.run_no + 1;
      if (s.current.status !== 'finished') {
        deleteRun(ctx.db, id, s.current.run.run_no);
        runNo = s.current.run.run_no;
      }
      ctx.db.prepare('UPDATE site_audits SET expired = 0 WHERE id = ?').run(id);
      startRun(ctx.db, ctx, s.audit, settingsOf(s.audit), runNo, js);
    })();
    return ok([]);
  };
