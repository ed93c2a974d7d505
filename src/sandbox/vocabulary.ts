/**
 * The sandbox's own copy of the engines' two vocabularies (it stays apart from the client's code, see the
 * conventions): the spec's neutral labels and the real service's own names, from the service's public
 * documentation and its official client. The sandbox takes both everywhere a name is taken and
 * answers with the name an engine was created with; `SANDBOX_VOCABULARY=service` makes its seeded data speak
 * the service's names.
 */
export type SandboxVocabulary = 'spec' | 'service';

/** [spec label, service name] of the five AI engines (spec, "LLM engine": base_name). */
export const ENGINE_NAME_PAIRS = [
  ['chat_engine', 'chatgpt'],
  ['overview_engine', 'google_ai_overview'],
  ['mode_engine', 'google_ai_mode'],
  ['answer_engine', 'perplexity'],
  ['assistant_engine', 'gemini'],
] as const;

/** [spec label, service name] of the one web search engine (spec, Add SERP tasks: search_engine). */
export const SEARCH_ENGINE_PAIR = ['web_search_engine_1', 'google'] as const;

export function sandboxVocabulary(env: NodeJS.ProcessEnv = process.env): SandboxVocabulary {
  return env.SANDBOX_VOCABULARY?.trim().toLowerCase() === 'service' ? 'service' : 'spec';
}

/** The spec label an engine name means (either vocabulary), or undefined for a name neither knows. */
export function specLabel(name: string): string | undefined {
  return ENGINE_NAME_PAIRS.find((p) => p[0] === name || p[1] === name)?.[0];
}

/** An engine's name in the given vocabulary; a name neither knows stays as it is. */
export function engineNameIn(name: string, vocabulary: SandboxVocabulary): string {
  const pair = ENGINE_NAME_PAIRS.find((p) => p[0] === name || p[1] === name);
  return pair ? pair[vocabulary === 'spec' ? 0 : 1] : name;
}

/** Every accepted engine name, spec labels first (for the error message that lists them). */
export const ALL_ENGINE_NAMES: readonly string[] = [
  ...ENGINE_NAME_PAIRS.map((p) => p[0]),
  ...ENGINE_NAME_PAIRS.map((p) => p[1]),
];

export const isSearchEngine = (name: unknown): boolean =>
  typeof name === 'string' && (SEARCH_ENGINE_PAIR as readonly string[]).includes(name);
