/** The spec's five neutral engine labels, for people (the AI pages keep their own copy: features stay apart). */
const NAMES: Record<string, string> = {
  chat_engine: 'Chat assistant',
  overview_engine: 'Search AI overview',
  mode_engine: 'Search AI mode',
  answer_engine: 'Answer engine',
  assistant_engine: 'Second chat assistant',
};

export const engineLabel = (e: { id: number; base_name: string; country_code: string }) =>
  `${NAMES[e.base_name] ?? e.base_name} #${e.id} (${e.country_code})`;
