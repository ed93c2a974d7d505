import { addDays, isoDate } from '../../clock.ts';
import { createRng, hashString } from '../../rng.ts';
import { PREVIEW_LIMIT, type Mode } from './targets.ts';
import {
  anchorAt,
  anchorPoolSize,
  brandAnchors,
  refDomain,
  slug,
  titleCase,
  topicOf,
  type RefDomain,
  type Topic,
} from './words.ts';

/**
 * The rows of a report are never stored: backlink i is a pure function of (report id, i). Domain and anchor
 * counts are fixed first (long-tailed), then two bijections spread them over the indices, so paging a
 * 10,000-row report costs only the rows asked for and the counts hold exactly.
 */

export interface ReportRow {
  id: number;
  mode: Mode;
  target: string;
  backlinks: number;
  refdomains: number;
  created_at: number;
}

export interface ReportModel {
  report: ReportRow;
  seed: number;
  /** rows in the report (backlinks_saved) */
  n: number;
  domainCount: number;
  anchorCount: number;
  domainPrefix: number[];
  anchorPrefix: number[];
  domainStep: [number, number];
  anchorStep: [number, number];
  brand: string[];
  topic: Topic;
  /** created date `YYYY-MM-DD`, the day row dates count back from */
  day: string;
  pages: string[];
  /** memo of `day` minus n days, and of referring domains: both are asked for thousands of times */
  dayMinus: (n: number) => string;
  domainAt: (j: number) => RefDomain;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A multiplier coprime with n, so i → (i·a + b) mod n permutes 0..n-1. */
function permutation(n: number, seed: number): [number, number] {
  let a = Math.max(1, Math.round(n * 0.6180339887)) + (seed % 7);
  while (gcd(a, n) !== 1) a++;
  return [a, seed % n];
}

/** `count` buckets summing to `total`, each at least 1, Zipf-shaped and non-increasing; as prefix sums. */
function zipfPrefix(total: number, count: number, s: number): number[] {
  const weights = Array.from({ length: count }, (_, j) => 1 / Math.pow(j + 1, s));
  const w = weights.reduce((a, b) => a + b, 0);
  const excess = total - count;
  const counts = weights.map((x) => 1 + Math.floor((excess * x) / w));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let j = 0; rest > 0; j = (j + 1) % count, rest--) counts[j] = (counts[j] ?? 0) + 1;
  let sum = 0;
  return counts.map((c) => (sum += c));
}

/** First index whose prefix sum exceeds p: the bucket position p falls into. */
function bucketOf(prefix: number[], p: number): number {
  let lo = 0;
  let hi = prefix.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((prefix[mid] ?? 0) > p) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Pages of the target that backlinks point at; index 0 is the homepage (or the target URL itself). */
function targetPages(mode: Mode, target: string, topic: Topic): string[] {
  if (mode === 'url') return [target];
  const bare = target.replace(/^www\./, '');
  const hosts = mode === 'host' ? [target] : [`www.${bare}`, `www.${bare}`, `blog.${bare}`, bare];
  const paths = [
    '/',
    ...topic.nouns.slice(0, 6).map((n) => `/${slug(n)}`),
    ...topic.nouns.slice(0, 4).map((n, i) => `/blog/${slug(`${topic.mods[i] ?? 'best'} ${n}`)}`),
  ];
  return paths.flatMap((p, i) =>
    i === 0 ? [`https://${hosts[0]}/`] : [`https://${hosts[i % hosts.length]}${p}`],
  );
}

export function buildModel(report: ReportRow): ReportModel {
  const seed = hashString(`report:${report.id}:${report.target}`);
  const n = Math.max(1, Math.min(report.backlinks, PREVIEW_LIMIT));
  const domainCount = Math.max(
    1,
    Math.min(n, Math.round((report.refdomains * n) / Math.max(1, report.backlinks))),
  );
  const topic = topicOf(report.target);
  const brand = brandAnchors(report.mode, report.target);
  const day = isoDate(new Date(report.created_at));
  const dates = new Map<number, string>();
  const domains: RefDomain[] = [];
  const anchorCount = Math.max(
    1,
    Math.min(n, anchorPoolSize(brand, topic), Math.max(5, Math.round(domainCount * 0.45))),
  );
  return {
    report,
    seed,
    n,
    domainCount,
    anchorCount,
    domainPrefix: zipfPrefix(n, domainCount, 0.85),
    anchorPrefix: zipfPrefix(n, anchorCount, 1.05),
    domainStep: permutation(n, seed),
    anchorStep: permutation(n, seed >>> 3),
    brand,
    topic,
    day,
    pages: targetPages(report.mode, report.target, topic),
    dayMinus: (ago) => {
      let d = dates.get(ago);
      if (d === undefined) dates.set(ago, (d = addDays(day, -ago)));
      return d;
    },
    domainAt: (j) => (domains[j] ??= refDomain(seed, j)),
  };
}

export interface Backlink {
  id: number;
  url: string;
  title: string;
  anchor_id: number;
  domain_id: number;
  image: boolean;
  nofollow: boolean;
  inlink_rank: number;
  first_seen: string;
  last_visited: string;
  page_id: number;
  ugc: boolean;
  sponsored: boolean;
  lost_date: string | null;
  anchor: string;
  url_to: string;
  domain_inlink_rank: number;
}

const DIRS = ['blog', 'news', 'articles', 'reviews', 'guides', 'forum/t', 'resources'];

/** Domain index (0-based) of row i. */
export const domainIndex = (m: ReportModel, i: number): number =>
  bucketOf(m.domainPrefix, (i * m.domainStep[0] + m.domainStep[1]) % m.n);

export const anchorText = (m: ReportModel, k: number): string =>
  anchorAt(m.brand, m.topic, k) ?? `anchor ${k + 1}`;

export function backlinkAt(m: ReportModel, i: number): Backlink {
  const j = domainIndex(m, i);
  const k = bucketOf(m.anchorPrefix, (i * m.anchorStep[0] + m.anchorStep[1]) % m.n);
  const d = m.domainAt(j);
  const rng = createRng(m.seed ^ Math.imul(i + 1, 0x9e3779b1));
  const noun = rng.pick(m.topic.nouns);
  const pageNo = rng.int(1, 40);
  const ago = rng.int(15, 1400);
  const lost = rng.chance(0.08);
  const lostAgo = lost ? rng.int(1, Math.min(90, ago - 1)) : 0;
  const nofollow = rng.chance(0.2);
  const homepage = rng.chance(0.3);
  const url = `https://${rng.chance(0.5) ? 'www.' : ''}${d.domain}/${rng.pick(DIRS)}/${slug(noun)}-${pageNo}`;
  return {
    id: i + 1,
    url,
    title: `${titleCase(noun)} ${rng.pick(m.topic.tails)} – ${d.name}`,
    anchor_id: k + 1,
    domain_id: j + 1,
    image: rng.chance(0.06),
    nofollow,
    inlink_rank: Math.max(0, d.rank - rng.int(0, 20)),
    first_seen: m.dayMinus(ago),
    last_visited: lost ? m.dayMinus(lostAgo) : m.dayMinus(rng.int(0, Math.min(21, ago))),
    page_id: 1_000_000 + (hashString(`${d.domain}:${noun}:${pageNo}`) % 9_000_000),
    ugc: nofollow && rng.chance(0.15),
    sponsored: rng.chance(0.025),
    lost_date: lost ? m.dayMinus(lostAgo) : null,
    anchor: anchorText(m, k),
    url_to: homepage
      ? (m.pages[0] ?? m.report.target)
      : (m.pages[rng.int(0, m.pages.length - 1)] ?? m.report.target),
    domain_inlink_rank: d.rank,
  };
}
