/** Splits text into plain and highlighted parts for the result's `highlighted_terms` (any case, longest first). */
export function highlightParts(text: string, terms: readonly string[]): { text: string; hit: boolean }[] {
  const words = [...new Set(terms.map((t) => t.trim()).filter((t) => t.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, hit: false }];
  const re = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gi');
  return text
    .split(re)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, hit: words.some((w) => w.toLowerCase() === part.toLowerCase()) }));
}
