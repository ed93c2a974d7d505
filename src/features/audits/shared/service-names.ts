import { formatNumber } from '../../../lib/format.ts';

/**
 * The audit's fields as the service itself names them. The spec describes them neutrally ("a major search engine
 * crawler", `index_a`…); the names below are the service's own where its public material gives them: the crawler
 * identities of `user_agent` from its official workflow client (seranking/n8n-nodes-seranking, Website Audit "User
 * Agent" options; its API page, website-audit-standalone.html, gives "0 (seranking bot)" and 14 options). The spec's
 * values keep working: they are the same numbers.
 */
export const CRAWLERS: readonly string[] = [
  'SE Ranking Bot',
  'Googlebot',
  'Googlebot Image',
  'Bingbot',
  'Yahoo! Slurp',
  'YandexBot',
  'BaiduSpider',
  'Chrome on Windows',
  'Chrome on macOS',
  'Chrome on iOS',
  'Firefox on Windows',
  'Firefox on Linux',
  'Safari on macOS',
  'Opera on Windows',
];

/** The crawler a `user_agent` value stands for; a value outside the list is shown as it is. */
export function crawlerName(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value);
  return (Number.isInteger(n) && CRAWLERS[n]) || String(value);
}

/** "Chrome on Windows (7)": the crawler a stored `user_agent` ran as, with the number the service keeps. */
export function crawlerLabel(value: unknown): string {
  const name = crawlerName(value);
  return name === String(value) ? name : `${name} (${String(value)})`;
}

/** Search engines by the name their crawlers carry in the list above, for an `index_<engine>` field. */
const SEARCH_ENGINES: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo!',
  yandex: 'Yandex',
  baidu: 'Baidu',
};

/** index_* and backlinks arrive as strings or integers; a non-numeric value shows as sent. */
export const figure = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? formatNumber(n) : String(v);
};

export interface DomainFigure {
  label: string;
  value: string;
}

/**
 * The pages-indexed figures of a domain: `index_google` and the like name their engine and are shown under it;
 * the spec's `index_a`/`index_b`/`index_c` ("three web search engines", which ones the service's documentation does
 * not say) are one line for the "More" disclosure, never a made-up engine name.
 */
export function indexedFigures(data: Record<string, unknown>): {
  named: DomainFigure[];
  unnamed?: DomainFigure;
} {
  const named: DomainFigure[] = [];
  const unnamed: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const engine = /^index_(.+)$/.exec(key)?.[1];
    if (engine === undefined || value === undefined) continue;
    const name = SEARCH_ENGINES[engine.toLowerCase()];
    if (name) named.push({ label: `Pages indexed in ${name}`, value: figure(value) });
    else unnamed.push(figure(value));
  }
  return {
    named,
    unnamed: unnamed.length
      ? {
          label: `Pages indexed in ${unnamed.length === 1 ? 'a search engine' : `${unnamed.length} search engines`}`,
          value: unnamed.join(' · '),
        }
      : undefined,
  };
}
