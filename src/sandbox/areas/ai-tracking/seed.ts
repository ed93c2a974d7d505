import type { SandboxContext } from '../../http.ts';
import { engineNameIn } from '../../vocabulary.ts';
import { ensureKeyword, insertPrompt } from './prompt-store.ts';
import { regionSettingsFor } from './regions.ts';
import { FIRST_KEYWORD_ID, FIRST_LINK_ID, SEED_BRANDS, SEED_ENGINES, SEED_KEYWORDS } from './seed-data.ts';
import { insertEngine, setBrand } from './store.ts';

/**
 * Site 101 tracks all five engines, site 102 two, site 103 nothing (the empty state). Seeded prompts store
 * no dates: their 90-day history always ends today, and their positions are generated on demand.
 */
export function seedAiTracking(ctx: SandboxContext): void {
  const { db } = ctx;
  for (const [siteId, brand] of Object.entries(SEED_BRANDS)) setBrand(db, Number(siteId), brand);

  let keywordId = FIRST_KEYWORD_ID;
  const keywordIds = new Map<number, number[]>();
  for (const [siteId, keywords] of Object.entries(SEED_KEYWORDS)) {
    keywordIds.set(
      Number(siteId),
      keywords.map(([text, volume, intents]) =>
        ensureKeyword(db, text, { id: keywordId++, search_volume: volume, intents }),
      ),
    );
  }

  let linkId = FIRST_LINK_ID;
  for (const e of SEED_ENGINES) {
    insertEngine(db, {
      ...e,
      base_name: engineNameIn(e.base_name, ctx.vocabulary),
      region_settings: regionSettingsFor(e.base_name, e.country_code, e.region_name),
    });
    for (const kid of (keywordIds.get(e.site_id) ?? []).slice(0, e.keywords)) {
      insertPrompt(db, { id: linkId++, engine_id: e.id, keyword_id: kid, added_at: null, check_at: null });
    }
  }
}

/**
 * The seeded engines carry the names of the vocabulary the sandbox runs in, also when its database was seeded
 * under the other one. Engines a person created keep the name they were created with.
 */
export function nameSeededEngines(ctx: SandboxContext): void {
  const rename = ctx.db.prepare('UPDATE airt_engines SET base_name = ? WHERE id = ? AND base_name IN (?, ?)');
  for (const e of SEED_ENGINES) {
    rename.run(
      engineNameIn(e.base_name, ctx.vocabulary),
      e.id,
      engineNameIn(e.base_name, 'spec'),
      engineNameIn(e.base_name, 'service'),
    );
  }
}
