/**
 * The engines' two vocabularies. The spec names engines with neutral labels (`chat_engine`, …); the real
 * service, its public documentation and its official client use its own names (`chatgpt`, …). The table comes
 * from the service's public documentation and its official client; see the README, "Engine names".
 */
export type Vocabulary = 'spec' | 'service';

export interface EngineNames {
  /** the spec's neutral label */
  spec: string;
  /** the real service's own name */
  service: string;
  /** the product people know */
  product: string;
  /** what it is, for a field's hint */
  meaning: string;
  /** checked through the web search provider from a place: region fields and coordinates apply */
  geo: boolean;
}

/** The five AI engines of AI result tracking (spec, "LLM engine": `base_name`). */
export const AI_ENGINE_NAMES: readonly EngineNames[] = [
  {
    spec: 'chat_engine',
    service: 'chatgpt',
    product: 'ChatGPT',
    meaning: 'conversational assistant',
    geo: false,
  },
  {
    spec: 'overview_engine',
    service: 'google_ai_overview',
    product: 'Google AI Overview',
    meaning: 'AI overview block inside Google search results',
    geo: true,
  },
  {
    spec: 'mode_engine',
    service: 'google_ai_mode',
    product: 'Google AI Mode',
    meaning: 'AI mode of Google search',
    geo: true,
  },
  {
    spec: 'answer_engine',
    service: 'perplexity',
    product: 'Perplexity',
    meaning: 'answer engine',
    geo: false,
  },
  {
    spec: 'assistant_engine',
    service: 'gemini',
    product: 'Gemini',
    meaning: 'conversational assistant',
    geo: false,
  },
];

/** The one web search engine of SERP collection (spec, Add SERP tasks: `search_engine`). */
export const SEARCH_ENGINE_NAMES: EngineNames = {
  spec: 'web_search_engine_1',
  service: 'google',
  product: 'Google',
  meaning: 'web search engine',
  geo: false,
};

const ALL = [...AI_ENGINE_NAMES, SEARCH_ENGINE_NAMES];

/** The engine a name means, in either vocabulary; undefined for a name neither knows (the service adds engines). */
export function findEngine(name: string): EngineNames | undefined {
  return ALL.find((e) => e.spec === name || e.service === name);
}

/** The name in the vocabulary asked for; a name neither vocabulary knows goes out as it is. */
export function nameIn(name: string, vocabulary: Vocabulary): string {
  return findEngine(name)?.[vocabulary] ?? name;
}

/** One key per engine whatever the vocabulary: what groups and colours by engine go by. */
export function engineKey(name: string): string {
  return nameIn(name, 'spec');
}

/**
 * The name a person reads for an engine, whichever vocabulary it arrived in: its product ("Gemini"), or the name
 * itself when neither vocabulary knows it (the service adds engines: shown, never an error).
 */
export function productName(name: string): string {
  return findEngine(name)?.product ?? name;
}

/**
 * An engine as a person reads it in a list: its product name, its id where engines of one kind must be told apart,
 * and its country ("Gemini (US)", "Gemini #305 (US)"). Every page, chart and export names engines through this.
 */
export function engineLabel(
  e: { base_name: string; country_code?: string | null; id?: number },
  { withId = false }: { withId?: boolean } = {},
): string {
  const id = withId && e.id !== undefined ? ` #${e.id}` : '';
  const country = e.country_code ? ` (${e.country_code.toUpperCase()})` : '';
  return `${productName(e.base_name)}${id}${country}`;
}

export function isGeoEngine(name: string): boolean {
  return findEngine(name)?.geo ?? false;
}
