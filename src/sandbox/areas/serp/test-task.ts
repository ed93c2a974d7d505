/**
 * For the SERP tests: the body of a task every rule of the spec accepts (one keyword, desktop, English, the United
 * States), with `over` on top (a field set to undefined is left out of the JSON).
 */
export const taskBody = (over: Record<string, unknown> = {}) => ({
  search_engine: 'web_search_engine_1',
  query: ['hiking boots'],
  device: 'desktop',
  language_code: 'en',
  location_id: 2840,
  ...over,
});
