import { HttpError, ok, whenGiven, type Handler, type SandboxRequest } from '../../http.ts';
import { keywordMetrics } from './metrics.ts';
import { oneOf, source } from './params.ts';

/**
 * Bulk export: one object per submitted keyword (duplicates included, echoed as sent), with `is_data_found`.
 * Keywords without data carry null values and sort last whatever the order. Quirk: `competition` is sent as
 * a string here (the spec: "export may return string or float").
 */

export const MAX_EXPORT = 5000;
const COLS = ['keyword', 'volume', 'cpc', 'difficulty', 'competition', 'history_trend'] as const;
type Col = (typeof COLS)[number];
const SORTS = ['volume', 'cpc', 'difficulty', 'competition'] as const;

/** A form field, else the query parameter of the same name (liberal about where clients put options). */
function field(req: SandboxRequest, name: string): string | undefined {
  const values = req.form?.get(name);
  return whenGiven(name, values && values.length > 0 ? values[0] : req.query.get(name));
}

function submittedKeywords(req: SandboxRequest): string[] {
  const fromForm = [...(req.form?.get('keywords[]') ?? []), ...(req.form?.get('keywords') ?? [])];
  const body = req.body as { keywords?: unknown } | undefined;
  const fromJson = Array.isArray(body?.keywords) ? body.keywords.map(String) : [];
  const all = fromForm.length > 0 ? fromForm : fromJson;
  if (all.length === 0) throw new HttpError(400, 'keywords[] is required (form-data, repeat per keyword)');
  if (all.length > MAX_EXPORT) {
    throw new HttpError(400, `keywords[]: at most ${MAX_EXPORT} keywords per export, got ${all.length}`);
  }
  if (all.some((k) => k.trim() === ''))
    throw new HttpError(400, 'keywords[] must not contain empty keywords');
  return all;
}

export const exportHandler: Handler = (req, ctx) => {
  const src = source(req.query);
  const keywords = submittedKeywords(req);
  const sortRaw = field(req, 'sort');
  const sort = sortRaw === undefined ? 'cpc' : oneOf('sort', sortRaw, SORTS);
  const orderRaw = field(req, 'sort_order');
  const order =
    orderRaw === undefined ? 'desc' : oneOf('sort_order', orderRaw.toLowerCase(), ['asc', 'desc'] as const);
  const colsRaw = field(req, 'cols');
  const cols: Col[] =
    colsRaw === undefined ? [...COLS] : colsRaw.split(',').map((c) => oneOf('cols', c.trim(), COLS));

  const now = ctx.clock.now();
  const rows = keywords.map((k, i) => ({ k, i, m: keywordMetrics(k, src, now) }));
  const dir = order === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    if (!a.m || !b.m) return a.m ? -1 : b.m ? 1 : a.i - b.i;
    return dir * (a.m[sort] - b.m[sort]) || a.i - b.i;
  });

  return ok(
    rows.map(({ k, m }) => {
      const out: Record<string, unknown> = {};
      for (const c of cols) {
        if (c === 'keyword') out.keyword = k;
        else if (!m) out[c] = null;
        else if (c === 'competition') out.competition = m.competition.toFixed(2);
        else out[c] = m[c];
      }
      out.is_data_found = m !== undefined;
      return out;
    }),
  );
};
