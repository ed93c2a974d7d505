import type { Engine } from '../../api/ai-schemas.ts';
import { AI_ENGINE_NAMES, findEngine, productName } from '../../lib/engine-vocabulary.ts';

/**
 * People see the product (ChatGPT, Google AI Overview, …) whichever vocabulary an engine arrives in: the spec's
 * label or the service's own name (src/lib/engine-vocabulary.ts). A name neither knows is shown as it is
 * (service-notes: never reject it).
 */
export const engineName = (baseName: string): string => productName(baseName);

/** One of the five AI engines, by either of its names. */
export const isKnownEngine = (baseName: string): boolean => {
  const found = findEngine(baseName);
  return found !== undefined && AI_ENGINE_NAMES.includes(found);
};

/** What the engine is, as a sentence starts ("Conversational assistant"); undefined for an engine this table lacks. */
export function engineMeaning(baseName: string): string | undefined {
  const meaning = isKnownEngine(baseName) ? findEngine(baseName)?.meaning : undefined;
  return meaning && meaning.charAt(0).toUpperCase() + meaning.slice(1);
}

/**
 * "New York, US · en". A region in the service's own form ("New York, NY, USA") already names its country and is
 * shown as it is.
 */
export function engineWhere(e: Pick<Engine, 'country_code' | 'region_name' | 'lang_code'>): string {
  const region = e.region_name;
  const place = !region ? e.country_code : region.includes(',') ? region : `${region}, ${e.country_code}`;
  return e.lang_code ? `${place} · ${e.lang_code}` : place;
}

/** "Google AI Overview #302 (New York, US · en)": engines of one kind are told apart by place and id. */
export function engineTitle(e: Engine): string {
  return `${engineName(e.base_name)} #${e.id}`;
}
