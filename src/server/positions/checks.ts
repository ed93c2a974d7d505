import { isDomain, normalizeDomain } from './extract.ts';
import { KEYWORDS_PER_SITE } from './repo.ts';
import type { NewKeyword, SiteSettings } from './repo.ts';

export { KEYWORDS_PER_SITE };

/** The local API's input rules, each failure named by its field. */

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** spec, SERP collection: "search_engine ... only the one supported web search engine, label web_search_engine_1" */
export const SEARCH_ENGINE = 'web_search_engine_1';
/** spec, Limits: "Keyword length in a SERP task: 255 characters" */
export const KEYWORD_MAX = 255;
export const TAGS_MAX = 10;
export const TAG_MAX = 40;

const obj = (b: unknown) =>
  b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};

function int(v: unknown, min: number, max: number): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function checkId(raw: unknown): number | undefined {
  return int(raw, 1, Number.MAX_SAFE_INTEGER);
}

/** Settings: domain, subdomains, cadence (daily | weekly), hour 0-23 UTC, weekday 0-6. */
export function checkSettings(siteId: number, body: unknown): Checked<Omit<SiteSettings, 'schedule_at'>> {
  const b = obj(body);
  const errors: Record<string, string> = {};
  const domain = typeof b.domain === 'string' ? normalizeDomain(b.domain) : '';
  if (!isDomain(domain)) errors.domain = 'Enter the site’s domain, e.g. example.com.';
  if (b.subdomains !== undefined && typeof b.subdomains !== 'boolean')
    errors.subdomains = 'subdomains must be true or false.';
  const cadence = b.cadence ?? 'daily';
  if (cadence !== 'daily' && cadence !== 'weekly') errors.cadence = 'Choose daily or weekly.';
  const hour = int(b.hour ?? 6, 0, 23);
  if (hour === undefined) errors.hour = 'Choose an hour from 0 to 23 (UTC).';
  const weekday = int(b.weekday ?? 1, 0, 6);
  if (weekday === undefined) errors.weekday = 'Choose a day of the week (0 = Sunday … 6).';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      site_id: siteId,
      domain,
      subdomains: b.subdomains === true,
      cadence: cadence as SiteSettings['cadence'],
      hour: hour as number,
      weekday: weekday as number,
    },
  };
}

/** Keywords to add: 1-5,000 lines of up to 255 characters, with the SERP task's own parameters. */
export function checkNewKeywords(body: unknown): Checked<NewKeyword[]> {
  const b = obj(body);
  const errors: Record<string, string> = {};
  const raw = Array.isArray(b.keywords) ? b.keywords : undefined;
  const keywords: string[] = [];
  if (!raw) errors.keywords = 'keywords must be a list of keywords.';
  else {
    const seen = new Set<string>();
    for (const [i, k] of raw.entries()) {
      if (typeof k !== 'string') {
        errors.keywords = `Line ${i + 1} is not text.`;
        break;
      }
      const kw = k.trim().replace(/\s+/g, ' ');
      if (!kw) continue;
      if (kw.length > KEYWORD_MAX) {
        errors.keywords = `Line ${i + 1} is longer than ${KEYWORD_MAX} characters.`;
        break;
      }
      if (!seen.has(kw.toLowerCase())) keywords.push(kw);
      seen.add(kw.toLowerCase());
    }
    if (!errors.keywords && keywords.length === 0) errors.keywords = 'Enter at least one keyword.';
    if (keywords.length > KEYWORDS_PER_SITE)
      errors.keywords = `At most ${KEYWORDS_PER_SITE} keywords at once.`;
  }
  const location_id = int(b.location_id, 1, 2 ** 31);
  if (location_id === undefined) errors.location_id = 'Choose a location.';
  const language_code = typeof b.language_code === 'string' ? b.language_code.trim().toLowerCase() : '';
  if (!/^[a-z]{2}$/.test(language_code)) errors.language_code = 'Choose a language (ISO 639-1, e.g. en).';
  const device = b.device ?? 'desktop';
  if (device !== 'desktop' && device !== 'mobile') errors.device = 'Choose desktop or mobile.';
  const engine = b.search_engine ?? SEARCH_ENGINE;
  if (engine !== SEARCH_ENGINE) errors.search_engine = `The search engine must be ${SEARCH_ENGINE}.`;
  const tags: string[] = [];
  if (b.tags !== undefined) {
    if (!Array.isArray(b.tags) || b.tags.length > TAGS_MAX) errors.tags = `Give up to ${TAGS_MAX} tags.`;
    else
      for (const t of b.tags) {
        const tag = typeof t === 'string' ? t.trim() : '';
        if (!tag || tag.length > TAG_MAX) {
          errors.tags = `Each tag is 1-${TAG_MAX} characters.`;
          break;
        }
        if (!tags.includes(tag)) tags.push(tag);
      }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: keywords.map((keyword) => ({
      keyword,
      location_id: location_id as number,
      language_code,
      device: device as NewKeyword['device'],
      search_engine: SEARCH_ENGINE,
      tags,
    })),
  };
}
