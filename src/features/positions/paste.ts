/** One keyword a line, trimmed, blank lines and repeats dropped: what the server will store. */
export function pastedKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const k = line.trim().replace(/\s+/g, ' ');
    if (k && !seen.has(k.toLowerCase())) out.push(k);
    seen.add(k.toLowerCase());
  }
  return out;
}

const HEADER = /^(keywords?|query|search term|term)$/i;

/**
 * The keywords of a parsed CSV file: the column headed "keyword" (or "query", "search term") when the first row
 * names one, else the first column; a header row is never taken for a keyword. Returns one a line, for the form.
 */
export function csvKeywords(rows: readonly (readonly string[])[]): string[] {
  const first = rows[0] ?? [];
  const named = first.findIndex((c) => HEADER.test(c.trim()));
  const col = named >= 0 ? named : 0;
  const body = named >= 0 ? rows.slice(1) : rows;
  return pastedKeywords(body.map((r) => r[col] ?? '').join('\n'));
}

/** "boots, sale" → ["boots", "sale"]: trimmed, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
