import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkSiteId, type Checked } from '../http/annotations.ts';
import { bodyRefusal, intParam } from '../http/local-params.ts';
import { SHARE_DAYS_MAX, SHARE_DAYS_MIN, SHARE_LABEL_MAX, type Shares } from './share.ts';
import { checkShareView, type ReportView } from './share-view.ts';

type Send = (res: ServerResponse, status: number, body: unknown) => void;

export interface ShareInput {
  site_id: number;
  days: number;
  label: string | null;
  view: ReportView | null;
}

/**
 * Checks a POST body: site_id a positive integer, expires_in_days 1-90 (whole days), label up to 120, and `view`
 * (the report's range, sections and engine, see share-view.ts; absent: the report's defaults).
 */
export function checkShareInput(body: unknown): Checked<ShareInput> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  const siteId = checkSiteId(b.site_id);
  if (siteId === undefined) errors.site_id = 'site_id must be a positive integer.';
  const days = typeof b.expires_in_days === 'string' ? Number(b.expires_in_days) : b.expires_in_days;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < SHARE_DAYS_MIN || days > SHARE_DAYS_MAX)
    errors.expires_in_days = `Choose a whole number of days from ${SHARE_DAYS_MIN} to ${SHARE_DAYS_MAX}.`;
  let label: string | null = null;
  if (b.label !== undefined && b.label !== null) {
    if (typeof b.label !== 'string') errors.label = 'The label must be text.';
    else if (b.label.trim().length > SHARE_LABEL_MAX)
      errors.label = `Keep the label under ${SHARE_LABEL_MAX + 1} characters.`;
    else label = b.label.trim() || null;
  }
  let view: ReportView | null = null;
  if (b.view !== undefined && b.view !== null) {
    const checked = checkShareView(b.view);
    if (checked.ok) view = checked.view;
    else errors.view = checked.error;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { site_id: siteId as number, days: days as number, label, view } };
}

/** `/api/local/shares`: create, list and revoke links. Team only: the share gate refuses these to link holders. */
export function shareRoutes(deps: {
  shares: Shares;
  send: Send;
  readJson: (req: IncomingMessage) => Promise<unknown>;
}) {
  const { shares, send } = deps;
  return async (req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) => {
    const method = req.method ?? 'GET';
    if (path === '/shares') {
      if (method === 'GET') {
        const site = intParam(query, 'site_id', { min: 1, max: Number.MAX_SAFE_INTEGER });
        if (!site.ok) return send(res, 400, { message: site.message, errors: { site_id: site.message } });
        return send(res, 200, { items: await shares.list(site.value) });
      }
      if (method !== 'POST') return send(res, 405, { message: 'Method not allowed' });
      let body: unknown;
      try {
        body = await deps.readJson(req);
      } catch (err) {
        const refusal = bodyRefusal(err);
        return send(res, refusal.status, { message: refusal.message });
      }
      const checked = checkShareInput(body);
      if (!checked.ok)
        return send(res, 400, { message: 'Check the highlighted fields.', errors: checked.errors });
      const { site_id, days, label, view } = checked.value;
      return send(res, 201, await shares.create(site_id, days, label, view));
    }
    const id = checkSiteId(path.slice('/shares/'.length));
    if (id === undefined || !(await shares.get(id)))
      return send(res, 404, { message: 'No such share link.' });
    if (method !== 'DELETE') return send(res, 405, { message: 'Method not allowed' });
    return send(res, 200, await shares.revoke(id));
  };
}
