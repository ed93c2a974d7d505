import Papa from 'papaparse';

const HEADERS = ['prompt', 'prompts', 'keyword', 'keywords', 'query', 'queries'];

/**
 * Prompts from a CSV file: the column headed prompt/keyword/query when there is one, else the first column
 * of a file whose rows all have the same number of columns, else whole lines (a plain list whose prompts
 * contain commas). The result goes into the textarea, so the person reviews it and the same checks run.
 */
export function promptsFromCsv(text: string): string[] {
  const clean = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy' });
  const rows = data.filter((r) => Array.isArray(r));
  const head = rows[0]?.map((c) => c.trim().toLowerCase()) ?? [];
  const named = head.findIndex((c) => HEADERS.includes(c));
  const widths = new Set(rows.map((r) => r.length));
  if (named < 0 && widths.size > 1) {
    return clean
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== '');
  }
  const col = Math.max(named, 0);
  const body = named >= 0 ? rows.slice(1) : rows;
  return body.map((r) => (r[col] ?? '').trim()).filter((c) => c !== '');
}
