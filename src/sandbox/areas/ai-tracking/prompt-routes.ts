import { noContent, ok, type Router } from '../../http.ts';
import { engineStatus } from './checks.ts';
import { badRequest, bodyOf, paging, toInt } from './input.ts';
import { intentNumber } from './keyword-metrics.ts';
import {
  countPrompts,
  deletePrompts,
  ensureKeyword,
  insertPrompt,
  listPrompts,
  normalizeKeyword,
  recordDeletedCheckDate,
} from './prompt-store.ts';
import { requireEngine, type PromptRow } from './store.ts';

/** Prompt list item; the spec's quirk: its numeric fields travel as JSON strings. */
function promptItem(p: PromptRow) {
  return {
    k2site_llm_id: String(p.id),
    site_llm_id: String(p.engine_id),
    keyword_id: String(p.keyword_id),
    keyword: p.keyword,
    search_volume: p.search_volume === null ? null : String(p.search_volume),
    intent: intentNumber(p.intents),
  };
}

function promptTexts(v: unknown): string[] {
  if (v === undefined || v === null) throw badRequest('prompts', 'prompts is required');
  if (!Array.isArray(v)) throw badRequest('prompts', 'prompts must be an array of strings');
  if (v.length === 0) throw badRequest('prompts', 'prompts must contain at least 1 item');
  return v.map((p, i) => {
    const field = `prompts.${i}`;
    if (typeof p !== 'string') throw badRequest(field, `${field} must be a string`);
    const text = p.trim();
    if (text === '') throw badRequest(field, `${field} must not be empty`);
    if (text.length > 255) throw badRequest(field, `${field} must not be longer than 255 characters`);
    return text;
  });
}

function linkIds(v: unknown): number[] {
  if (v === undefined || v === null) throw badRequest('k2site_llm_ids', 'k2site_llm_ids is required');
  const ids = Array.isArray(v) ? v.map(toInt) : undefined;
  if (!ids || ids.some((x) => x === undefined)) {
    throw badRequest('k2site_llm_ids', 'k2site_llm_ids must be an array of integers');
  }
  if (ids.length === 0) throw badRequest('k2site_llm_ids', 'k2site_llm_ids must contain at least 1 item');
  return ids as number[];
}

export function promptRoutes(router: Router): void {
  router.add('project', 'GET', '/sites/:site_id/airt/llm/:llm_id/prompts', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.llm_id);
    const { limit, offset } = paging(req);
    return ok({
      site_llm_id: engine.id,
      site_id: engine.site_id,
      items: listPrompts(ctx.db, engine.id, limit, offset).map(promptItem),
      total: countPrompts(ctx.db, engine.id),
      limit,
      offset,
    });
  });

  // spec: status 201; "duplicates for the same engine are skipped and not counted"
  router.add('project', 'POST', '/sites/:site_id/airt/llm/:llm_id/prompts', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.llm_id);
    const texts = promptTexts(bodyOf(req).prompts);
    const tracked = new Set(listPrompts(ctx.db, engine.id).map((p) => normalizeKeyword(p.keyword)));
    const fresh: string[] = [];
    for (const t of texts) {
      const norm = normalizeKeyword(t);
      if (tracked.has(norm)) continue;
      tracked.add(norm);
      fresh.push(t);
    }
    const now = ctx.clock.now().getTime();
    const ids = ctx.db.transaction(() =>
      fresh.map((text, i) => {
        // the batch is checked one prompt after another, so progress climbs instead of jumping to 100
        const checkAt = now + Math.ceil((ctx.timing.promptCheckMs * (i + 1)) / fresh.length);
        const keywordId = ensureKeyword(ctx.db, text);
        return insertPrompt(ctx.db, {
          engine_id: engine.id,
          keyword_id: keywordId,
          added_at: now,
          check_at: checkAt,
        });
      }),
    )();
    const added = ids.filter((x): x is number => x !== undefined);
    return ok({ site_llm_id: engine.id, site_id: engine.site_id, added: added.length, prompts: added }, 201);
  });

  router.add('project', 'DELETE', '/sites/:site_id/airt/llm/:llm_id/prompts', (req, ctx) => {
    const engine = requireEngine(ctx.db, req.params.site_id, req.params.llm_id);
    const ids = linkIds(bodyOf(req).k2site_llm_ids);
    ctx.db.transaction(() => {
      // the engine's last check date must survive the prompts that made it
      const before = engineStatus(engine, listPrompts(ctx.db, engine.id), ctx.clock.now());
      if (deletePrompts(ctx.db, engine.id, ids) > 0)
        recordDeletedCheckDate(ctx.db, engine.id, before.last_update_date);
    })();
    return noContent();
  });
}
