import { SEED_SITES } from '../../core-data.ts';
import { createRng, type Rng } from '../../rng.ts';
import { keywordMetrics, normalizeKeyword } from '../keywords/metrics.ts';
import { advancedBlock, type BlockType } from './blocks.ts';
import { dailyOrders, EXTRA_ORGANIC, siteBaseRank } from './daily.ts';
import type { SerpLocation } from './locations.ts';
import {
  adCopy,
  brandOf,
  domainFor,
  organicDescription,
  organicTitle,
  pagePath,
  snippetAnswer,
  titleCase,
} from './text.ts';

/**
 * One SERP as a pure function of (query, location, device, language): the advanced view is the full page,
 * the standard view keeps its organic, ads and featured_snippet items (exactly 100 of them).
 * Which extra blocks appear follows the keyword's `serp_features` in keyword research, so both areas agree.
 */

export interface SerpKey {
  query: string;
  device: 'desktop' | 'mobile';
  location: SerpLocation;
  language_code: string;
  /** the day the SERP was collected (YYYY-MM-DD, UTC): the organic order moves from day to day */
  day?: string;
}

import type { Draft, SerpItem } from './item.ts';

export interface Serp {
  /** the full page in order (advanced view) */
  all: Draft[];
  total_results: number;
  SERP_features: string[];
}

export const STANDARD_TYPES = ['organic', 'ads', 'featured_snippet'];

/** The seeded sites rank for queries of their topic, so the demo shows them in results. */
const SITE_TOPICS: [RegExp, number][] = [
  [/hiking|boots|camping|trail|outdoor|tent|backpack|jacket|walking|wanderschuhe|randonn/, 101],
  [/plant|garden|flower|monstera|succulent|botanic|soil/, 102],
  [/tax|crypto|accounting|ledger|invoice|bookkeeping|finance|bitcoin/, 103],
];

function webItem(rng: Rng, type: string, position: Draft['position'], domain: string, q: string): Draft {
  const brand = brandOf(domain);
  const { section, path } = pagePath(rng, q);
  const ad = type === 'ads' ? adCopy(rng, q, brand) : undefined;
  const description = ad?.description ?? organicDescription(rng, q, brand);
  return {
    type,
    position,
    serp_features: [],
    domain,
    url: `https://${domain}${path}${type === 'ads' ? '?utm_source=search&utm_medium=cpc' : ''}`,
    title: ad?.title ?? organicTitle(rng, q, brand),
    description,
    breadcrumb: `${domain} › ${section} › ${path.split('/').pop() ?? ''}`,
    highlighted_terms: description.toLowerCase().includes(q) ? [q] : q.split(' '),
    links: [],
    displayUrl: `https://${domain} › ${section}`,
  };
}

/** The first part of a SERP, the same every day: its blocks' plan and the organic candidates in base order. */
function serpCandidates(key: SerpKey) {
  const q = normalizeKeyword(key.query);
  const cc = key.location.country_code;
  const rng = createRng(`serp|${q}|${key.location.location_id}|${key.device}|${key.language_code}`);
  const features = new Set(keywordMetrics(q, cc.toLowerCase(), new Date(0))?.serp_features ?? []);
  const words = q.split(' ').filter((w) => w.length > 2);
  const commercial = features.has('shopping') || /buy|price|cheap|deal|sale|shop/.test(q);

  const topAds = commercial ? rng.int(2, key.device === 'mobile' ? 3 : 4) : rng.int(0, 1);
  const bottomAds = commercial ? rng.int(1, 3) : rng.int(0, 1);
  const snippet = features.has('featured_snippet') ? 1 : 0;
  const organicCount = 100 - topAds - bottomAds - snippet;

  const used = new Set<string>();
  const freshDomain = () => {
    for (;;) {
      const d = domainFor(rng, cc, words);
      if (!used.has(d)) return (used.add(d), d);
    }
  };
  const site = SITE_TOPICS.find(([re]) => re.test(q));
  const siteHost =
    site && new URL(SEED_SITES.find((s) => s.id === site[1])?.url ?? 'https://example.com').hostname;
  const seed = `${q}|${key.location.location_id}|${key.device}|${key.language_code}`;
  const siteRank = siteHost ? siteBaseRank(seed, organicCount) : undefined;

  const candidates: Draft[] = [];
  for (let i = 1; i <= organicCount + EXTRA_ORGANIC; i++) {
    const domain = siteHost && i === siteRank ? (used.add(siteHost), siteHost) : freshDomain();
    const item = webItem(rng, 'organic', 'center', domain, q);
    if (i <= 3 && rng.chance(0.5)) {
      item.serp_features = ['sitelinks'];
      item.links = ['About us', 'Contact', 'New arrivals', 'Sale'].map((title) => ({
        url: `https://${domain}/${title.toLowerCase().replace(/ /g, '-')}`,
        title,
      }));
    } else if (features.has('reviews') && rng.chance(0.25)) item.serp_features = ['reviews'];
    candidates.push(item);
  }
  return {
    q,
    rng,
    features,
    commercial,
    topAds,
    bottomAds,
    snippet,
    organicCount,
    freshDomain,
    seed,
    siteRank,
    candidates,
  };
}

/** The organic results in order on each day (the daily move applied to the same candidates). */
function organicOn(c: ReturnType<typeof serpCandidates>, days: readonly (string | undefined)[]): Draft[][] {
  const mover = c.siteRank === undefined ? undefined : c.siteRank - 1;
  return dailyOrders(c.seed, c.candidates.length, c.organicCount, days, mover).map((order) =>
    order.map((i) => c.candidates[i] as Draft),
  );
}

/**
 * The organic results of one query on each of `days`, numbered as the standard view numbers them (rank_group):
 * what buildSerp gives for those days, with the candidates made once rather than once a day (the demo history).
 */
export function organicOnDays(key: Omit<SerpKey, 'day'>, days: readonly string[]): SerpItem[][] {
  const c = serpCandidates(key);
  return organicOn(c, days).map(ranked);
}

export function buildSerp(key: SerpKey): Serp {
  const c = serpCandidates(key);
  const { q, rng, features, topAds, bottomAds, snippet, freshDomain } = c;
  const organic = organicOn(c, [key.day])[0] as Draft[];

  const ctx = { rng, q, location: key.location, organic };
  const block = (t: BlockType, feature: string) => (features.has(feature) ? [advancedBlock(t, ctx)] : []);
  const all: Draft[] = [
    ...Array.from({ length: topAds }, () => webItem(rng, 'ads', 'top', freshDomain(), q)),
    ...block('ai_overview', 'ai_overview'),
    ...(snippet ? [featuredSnippet(rng, freshDomain(), q)] : []),
    ...organic.slice(0, 2),
    ...block('local_pack', 'local_pack'),
    ...block('people_also_ask', 'people_also_ask'),
    ...block('shopping', 'shopping'),
    ...organic.slice(2, 5),
    ...block('videos', 'video'),
    ...block('top_stories', 'top_stories'),
    ...organic.slice(5, 7),
    ...block('images', 'images'),
    ...organic.slice(7),
    ...Array.from({ length: bottomAds }, () => webItem(rng, 'ads', 'bottom', freshDomain(), q)),
    ...block('related_searches', 'related_searches'),
  ];
  const total = rng.int(120, 9_900) * 10 ** rng.int(3, 5);
  return {
    all,
    total_results: total,
    SERP_features: [...new Set(all.map((i) => i.type))].filter((t) => t !== 'organic'),
  };
}

function featuredSnippet(rng: Rng, domain: string, q: string): Draft {
  const item = webItem(rng, 'featured_snippet', 'top', domain, q);
  return {
    ...item,
    title: `${titleCase(q)}: A Quick Answer | ${brandOf(domain)}`,
    description: snippetAnswer(q),
  };
}

/** Numbers the items of a view: rank_absolute over the view, rank_group within each type. */
export function ranked(items: Draft[]): SerpItem[] {
  const groups = new Map<string, number>();
  return items.map((d, i) => {
    const g = (groups.get(d.type) ?? 0) + 1;
    groups.set(d.type, g);
    const { type, position, ...rest } = d;
    return { type, rank_absolute: i + 1, rank_group: g, position, ...rest };
  });
}

export const standardView = (s: Serp) => ranked(s.all.filter((i) => STANDARD_TYPES.includes(i.type)));
export const advancedView = (s: Serp) => ranked(s.all);
