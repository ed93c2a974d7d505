import { ok, type Handler } from '../../http.ts';
import { longtailPool, questionPool, relatedPool, similarPool } from './candidates.ts';
import { keywordMetrics, type KeywordMetrics } from './metrics.ts';
import { page, required, source } from './params.ts';
import { matches, parseCommon, sortBy } from './query.ts';

/**
 * Similar, related and question keywords: a deterministic pool around the seed, then every common parameter
 * applied for real (filters → sort → total → offset/limit). With `history_trend` false (the default) each item
 * still carries the key, as `null`, so the item shape never changes.
 */

type Item = KeywordMetrics & { relevance?: number };

function discover(pool: (seed: string) => { keyword: string; relevance?: number }[]): Handler {
  return (req, ctx) => {
    const src = source(req.query);
    const seed = required(req.query, 'keyword');
    const c = parseCommon(req.query);
    const now = ctx.clock.now();
    const items: Item[] = [];
    for (const cand of pool(seed)) {
      const m = keywordMetrics(cand.keyword, src, now);
      if (!m || !matches(m, c)) continue;
      items.push(cand.relevance === undefined ? m : { ...m, relevance: cand.relevance });
    }
    const sorted = sortBy(items, c.sort, c.order);
    const keywords = sorted.slice(c.offset, c.offset + c.limit).map((m) => {
      const out: Record<string, unknown> = {
        keyword: m.keyword,
        volume: m.volume,
        cpc: m.cpc,
        difficulty: m.difficulty,
        competition: m.competition,
        intents: m.intents,
        serp_features: m.serp_features,
        history_trend: c.historyTrend ? m.history_trend : null,
      };
      if (m.relevance !== undefined) out.relevance = m.relevance;
      return out;
    });
    return ok({ total: sorted.length, keywords });
  };
}

export const similarHandler = discover((seed) => similarPool(seed).map((keyword) => ({ keyword })));
export const relatedHandler = discover(relatedPool);
export const questionsHandler = discover((seed) => questionPool(seed).map((keyword) => ({ keyword })));

export const longtailHandler: Handler = (req) => {
  source(req.query);
  const seed = required(req.query, 'keyword');
  const { limit, offset } = page(req.query);
  const all = longtailPool(seed);
  return ok({ total: all.length, keywords: all.slice(offset, offset + limit) });
};
