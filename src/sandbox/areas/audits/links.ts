import { externalCount, linkCount, mix } from './layout.ts';
import { canonicalTarget, hasHreflang, redirectTarget } from './pages.ts';
import { capitalise } from './themes.ts';
import { pageUrl, type CrawlView } from './view.ts';

/**
 * A link's filterable attributes packed in 11 bits, so a 300,000-page crawl's 3 million links fit a
 * Uint16Array and a filter is a scan of it: type (3 bits) | status (3) | external | source_noindex |
 * nofollow | anchor_type (2).
 */
export const LINK_TYPES = ['hyperlink', 'image', 'canonical', 'redirect', 'hreflang'] as const;
export const LINK_STATUSES = [200, 301, 302, 404, 410, 500, 503] as const;
export const ANCHOR_TYPES = ['text', 'image', 'none'] as const;
export const BIT = { type: 0, status: 3, external: 6, noindex: 7, nofollow: 8, anchor: 9 } as const;

type LinkType = (typeof LINK_TYPES)[number];
type AnchorType = (typeof ANCHOR_TYPES)[number];

export interface PageFlags {
  index: number;
  redirect: boolean;
  canonical: 'self' | 'other' | 'none';
  noindex: boolean;
  brokenInternal: boolean;
  brokenExternal: boolean;
  imgBroken: boolean;
  nofollowInternal: boolean;
  hreflang: boolean;
  hreflangBroken: boolean;
}

export function pageFlags(v: CrawlView, index: number): PageFlags {
  const m = v.model;
  return {
    index,
    redirect: m.has(index, 'redirect_3xx'),
    canonical: m.has(index, 'canonical_missing')
      ? 'none'
      : m.has(index, 'canonical_to_other')
        ? 'other'
        : 'self',
    noindex: m.has(index, 'noindex_pages'),
    brokenInternal: m.has(index, 'broken_internal_links'),
    brokenExternal: m.has(index, 'broken_external_links'),
    imgBroken: m.has(index, 'img_broken'),
    nofollowInternal: m.has(index, 'nofollow_internal'),
    hreflang: hasHreflang(v, index),
    hreflangBroken: m.has(index, 'hreflang_errors'),
  };
}

/** Internal page a link points to; -1 for images, alternates and external URLs; -2 for a removed page. */
export function linkTarget(v: CrawlView, p: PageFlags, slot: number): number {
  const i = p.index;
  if (slot === 0) {
    if (p.redirect) return redirectTarget(v, i);
    if (p.canonical === 'other') return canonicalTarget(v, i);
    return p.canonical === 'self' ? i : 0;
  }
  if (slot === 1 || (slot === 2 && p.hreflang)) return -1;
  if (slot >= linkCount(v.auditId, i) - externalCount(v.auditId, i)) return -1;
  if (slot === 3 && p.brokenInternal) {
    const broken = v.model.value('error_4xx');
    return broken > 0 ? v.model.pageOf('error_4xx', i % broken) : -2;
  }
  return mix(v.auditId, i, slot) % Math.max(1, v.pages);
}

const TYPE_CODE: Record<LinkType, number> = {
  hyperlink: 0,
  image: 1,
  canonical: 2,
  redirect: 3,
  hreflang: 4,
};
const ANCHOR_CODE: Record<AnchorType, number> = { text: 0, image: 1, none: 2 };

function pack(
  type: LinkType,
  status: number,
  external: boolean,
  p: PageFlags,
  nofollow: boolean,
  anchor: AnchorType,
) {
  return (
    (TYPE_CODE[type] << BIT.type) |
    (statusIndex(status) << BIT.status) |
    ((external ? 1 : 0) << BIT.external) |
    ((p.noindex ? 1 : 0) << BIT.noindex) |
    ((nofollow ? 1 : 0) << BIT.nofollow) |
    (ANCHOR_CODE[anchor] << BIT.anchor)
  );
}

/** Index in LINK_STATUSES (a switch: this runs for every one of millions of links). */
function statusIndex(status: number): number {
  switch (status) {
    case 301:
      return 1;
    case 302:
      return 2;
    case 404:
      return 3;
    case 410:
      return 4;
    case 500:
      return 5;
    case 503:
      return 6;
    default:
      return 0;
  }
}

/** Slot 0 canonical/redirect (or a logo link home), 1 image, 2 hreflang (when any), internal, then external links. */
export function linkCode(v: CrawlView, p: PageFlags, slot: number): number {
  const i = p.index;
  const target = linkTarget(v, p, slot);
  const targetStatus = target >= 0 ? v.model.statusOf(target) : 404;
  if (slot === 0 && (p.redirect || p.canonical !== 'none')) {
    return pack(p.redirect ? 'redirect' : 'canonical', targetStatus, false, p, false, 'none');
  }
  if (slot === 1) return pack('image', p.imgBroken ? 404 : 200, false, p, false, 'image');
  if (slot === 2 && p.hreflang)
    return pack('hreflang', p.hreflangBroken ? 404 : 200, false, p, false, 'none');
  const h = mix(v.auditId, i, slot);
  const firstExternal = linkCount(v.auditId, i) - externalCount(v.auditId, i);
  if (slot >= firstExternal) {
    const status = p.brokenExternal && slot === firstExternal ? 404 : h % 25 === 0 ? 301 : 200;
    return pack('hyperlink', status, true, p, h % 3 === 0, 'text');
  }
  const nofollow = p.nofollowInternal && slot === firstExternal - 1;
  const anchor = slot === 0 || (slot !== 3 && h % 12 === 0) ? 'image' : 'text';
  return pack('hyperlink', targetStatus, false, p, nofollow, anchor);
}

const field = (code: number, bit: number, width: number) => (code >> bit) & ((1 << width) - 1);

const EXTERNAL = [
  'www.youtube.com',
  'en.wikipedia.org',
  'www.instagram.com',
  'github.com',
  'www.trustpilot.com',
].concat([
  'www.linkedin.com',
  'www.pinterest.com',
  'news.ycombinator.com',
  'www.reddit.com',
  'maps.example.org',
]);

/** The Link resource (every field a string) of the link in `slot` of a page. */
export function linkItem(v: CrawlView, p: PageFlags, slot: number, id: number): Record<string, string> {
  const code = linkCode(v, p, slot);
  const type = LINK_TYPES[field(code, BIT.type, 3)] ?? 'hyperlink';
  const external = field(code, BIT.external, 1) === 1;
  const anchorType = ANCHOR_TYPES[field(code, BIT.anchor, 2)] ?? 'text';
  const target = linkTarget(v, p, slot);
  const h = mix(v.auditId, p.index, slot);
  const words = v.theme.words;
  const word = (k: number) => words[(h >>> k) % words.length] ?? 'page';
  const source = pageUrl(v, p.index);
  let url: string;
  if (type === 'image') url = `${v.origin}/media/${word(3)}-${word(9)}-${p.index}.jpg`;
  else if (type === 'hreflang') url = `${source}?lang=de`;
  else if (external) url = `https://${EXTERNAL[h % EXTERNAL.length]}/${word(5)}-${h % 9973}`;
  else if (target === -2) url = `${v.origin}/archive/${word(7)}-removed-${p.index}`;
  else url = pageUrl(v, target);
  const text = target === 0 && !external ? 'Home' : capitalise(`${word(4)} ${word(11)}`);
  const noAlt = type === 'image' && v.model.has(p.index, 'img_no_alt');
  const anchor = anchorType === 'text' ? text : '';
  return {
    url,
    id: String(id),
    status: String(LINK_STATUSES[field(code, BIT.status, 3)] ?? 200),
    type,
    source_url: source,
    source_noindex: String(field(code, BIT.noindex, 1)),
    nofollow: String(field(code, BIT.nofollow, 1)),
    alt: anchorType === 'image' && !noAlt ? text : '',
    anchor_type: anchorType,
    anchor,
    title: anchor !== '' && h % 7 === 0 ? anchor : '',
  };
}

/** Link ids are unique across audits and stable for a link's place in the crawl. */
export const linkId = (v: CrawlView, n: number) => v.auditId * 100_000_000 + n + 1;
