import type { SerpItem } from '../../api/serp-schemas.ts';
import { SERP_FEATURE_LABELS, serpFeatureLabel } from '../../lib/serp-features.ts';

/**
 * Reading advanced items of any type. The spec lists common fields (title, description, links, searches);
 * richer answers nest their elements under `items` or `references`. Everything is read defensively: an unknown
 * or odd-shaped item still yields something to show.
 */

/** the labels every page shares (lib/serp-features.ts) */
export const TYPE_LABELS = SERP_FEATURE_LABELS;

export const typeLabel = serpFeatureLabel;

export interface Element {
  title: string;
  url: string | null;
  detail: string | null;
}

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null;

function toElement(v: unknown): Element | null {
  if (typeof v === 'string') return v.trim() ? { title: v, url: null, detail: null } : null;
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const url = str(o.url) ?? str(o.link) ?? str(o.image_url) ?? str(o.source_url);
  const title = str(o.title) ?? str(o.question) ?? str(o.name) ?? str(o.text) ?? str(o.query) ?? url;
  if (!title) return null;
  const detail = str(o.description) ?? str(o.snippet) ?? str(o.source) ?? str(o.domain);
  return { title, url, detail: detail === title ? null : detail };
}

/** The elements of a block: its `links`, then nested `items` and `references`. */
export function elementsOf(item: SerpItem): Element[] {
  const raw: unknown[] = [];
  for (const key of ['links', 'items', 'references'] as const) {
    const v = (item as Record<string, unknown>)[key];
    if (Array.isArray(v)) raw.push(...(v as unknown[]));
  }
  return raw.map(toElement).filter((e): e is Element => e !== null);
}

/** `searches` of a related_searches item: strings, or objects with a query-like field. */
export function searchesOf(item: SerpItem): string[] {
  return (item.searches ?? [])
    .map((s) => (typeof s === 'string' ? s : (toElement(s)?.title ?? JSON.stringify(s))))
    .filter((s) => s.trim() !== '');
}

/** The block's main text: description, or `text` / `markdown` / `snippet` on richer answers. */
export function textOf(item: SerpItem): string | null {
  const o = item as Record<string, unknown>;
  return str(item.description) ?? str(o.text) ?? str(o.markdown) ?? str(o.snippet);
}

/** Counts per type in page order, for the overview line. */
export function typeCounts(items: readonly SerpItem[]): [string, number][] {
  const m = new Map<string, number>();
  for (const i of items) m.set(i.type, (m.get(i.type) ?? 0) + 1);
  return [...m];
}

/** The host of a link, for tiles; empty when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
