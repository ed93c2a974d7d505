import type { Engine } from '../../api/ai-tracking-schemas.ts';

/** Readable names for the spec's five neutral labels (spec, "The five supported AI engines"). */
export const ENGINE_LABELS: Record<string, { name: string; meaning: string }> = {
  chat_engine: { name: 'Chat assistant', meaning: 'conversational assistant engine' },
  overview_engine: { name: 'Search AI overview', meaning: 'AI overview block inside a web search engine' },
  mode_engine: { name: 'Search AI mode', meaning: 'AI mode of a web search engine' },
  answer_engine: { name: 'Answer engine', meaning: 'answer-style search engine' },
  assistant_engine: { name: 'Second chat assistant', meaning: 'second conversational assistant engine' },
};

/** Engines checked through the web search provider: their region must belong to the country (spec, POST llm). */
export const GEO_ENGINES: readonly string[] = ['overview_engine', 'mode_engine'];

/** A label the dashboard does not know is shown under its own name (service-notes: never reject it). */
export function engineName(baseName: string): string {
  return ENGINE_LABELS[baseName]?.name ?? baseName;
}

export function engineWhere(e: Pick<Engine, 'country_code' | 'region_name' | 'lang_code'>): string {
  const place = e.region_name ? `${e.region_name}, ${e.country_code}` : e.country_code;
  return e.lang_code ? `${place} · ${e.lang_code}` : place;
}

/** "Search AI overview #302 (New York, US · en)": engines of one kind are told apart by place and id. */
export function engineTitle(e: Engine): string {
  return `${engineName(e.base_name)} #${e.id}`;
}
