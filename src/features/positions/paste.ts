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
