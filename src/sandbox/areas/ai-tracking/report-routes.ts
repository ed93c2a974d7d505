import { ok, type Router } from '../../http.ts';
import { checkDates, engineStatus } from './checks.ts';
import { dateRange, intParam, paging } from './input.ts';
import { intentCodes } from './keyword-metrics.ts';
import { positionFor } from './positions.ts';
import { countPrompts, listPrompts } from './prompt-store.ts';
import { engineStatistics } from './statistics.ts';
import { requireEngine } from './store.ts';

/** Status, statistics and rankings: all read the same generated positions. */
export function reportRoutes(router: Router): void {
  router.add('project', 'GET', '/sites/:site_id/airt/llm/:id/status', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.id);
    return ok(engineStatus(engine, listPrompts(ctx.db, engine.id), ctx.clock.now()));
  });

  // spec: `from`, `to` default to the current date; `top` integer 0-100, default 0 = all positions
  router.add('project', 'GET', '/sites/:site_id/airt/llm/:id/statistics', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.id);
    const now = ctx.clock.now();
    const { from, to } = dateRange(req, 'from', 'to', now);
    const top = intParam(req, 'top', 0, 0, 100);
    return ok(engineStatistics(engine, listPrompts(ctx.db, engine.id), { from, to, top, now }));
  });

  router.add('project', 'GET', '/sites/:site_id/airt/llm/:llm_id/prompts/rankings', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.llm_id);
    const now = ctx.clock.now();
    const { from, to } = dateRange(req, 'date_from', 'date_to', now);
    const { limit, offset } = paging(req);
    const items = listPrompts(ctx.db, engine.id, limit, offset).map((p) => ({
      keyword_id: p.keyword_id,
      keyword: p.keyword,
      search_volume: p.search_volume,
      search_intent: intentCodes(p.intents),
      positions: checkDates(p, now, from, to).map((d) => positionFor(engine, p, d)),
    }));
    return ok({
      site_llm_id: engine.id,
      site_id: engine.site_id,
      date_from: from,
      date_to: to,
      items,
      total: countPrompts(ctx.db, engine.id),
      limit,
      offset,
    });
  });
}
