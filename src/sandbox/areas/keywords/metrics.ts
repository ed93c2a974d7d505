import { createRng, hashString } from '../../rng.ts';

/**
 * Keyword metrics as pure functions of (keyword, source): nothing is stored, so any keyword in any regional
 * database has stable numbers, and the 12-month trend follows the clock's month ("data is refreshed monthly").
 */

export type Intent = 'I' | 'N' | 'T' | 'C' | 'L';
export const INTENTS: readonly Intent[] = ['I', 'N', 'T', 'C', 'L'];

export const SERP_FEATURES = [
  'featured_snippet',
  'people_also_ask',
  'images',
  'video',
  'local_pack',
  'shopping',
  'ai_overview',
  'top_stories',
  'reviews',
  'sitelinks',
  'related_searches',
] as const;

export interface KeywordMetrics {
  keyword: string;
  volume: number;
  cpc: number;
  difficulty: number;
  competition: number;
  intents: Intent[];
  serp_features: string[];
  history_trend: Record<string, number> | null;
}

/** The volumes the service reports are bucketed, like real keyword tools do. */
const BUCKETS = [
  0, 10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600,
  1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500,
  49500, 60500, 74000, 90500, 110000, 135000, 165000, 201000, 246000, 301000, 368000, 450000, 550000, 673000,
  823000, 1000000, 1220000, 1500000,
];

/** Relative size of each regional database; unknown sources get a small one. */
const SOURCE_SCALE: Record<string, number> = {
  us: 1,
  gb: 0.22,
  uk: 0.22,
  de: 0.2,
  fr: 0.17,
  br: 0.18,
  in: 0.25,
  jp: 0.15,
  es: 0.13,
  it: 0.12,
  ca: 0.11,
  au: 0.09,
  mx: 0.1,
  nl: 0.06,
};

const INTENT_WORDS: [Intent, RegExp][] = [
  ['I', /\b(how|what|why|when|where|who|which|can|is|are|does|do|guide|tips|ideas|meaning|tutorial|learn)\b/],
  ['N', /\b(login|website|official|app|account|\w+\.(com|io|co|net|org))\b/],
  [
    'T',
    /\b(buy|price|prices|cheap|deal|deals|discount|coupon|order|sale|shop|store|delivery|cost|hire|rental)\b/,
  ],
  ['C', /\b(best|top|review|reviews|vs|compare|comparison|alternative|alternatives|recommended)\b/],
  ['L', /\b(near me|nearby|local|in london|in berlin|in paris|in new york|uk|usa)\b/],
];

export function normalizeKeyword(k: string): string {
  return k.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Gibberish and very long keywords have no data, as in a real keyword database. */
export function hasData(keyword: string): boolean {
  const k = normalizeKeyword(keyword);
  if (k === '' || k.length > 80) return false;
  const words = k.split(' ');
  if (words.length > 10) return false;
  for (const w of words) {
    if (/(.)\1{3}/.test(w)) return false;
    if (/^[a-z]+$/.test(w) && w.length >= 4 && !/[aeiouy]/.test(w)) return false;
    if (/[bcdfghjklmnpqrstvwxz]{5}/.test(w)) return false;
    // letter pairs English words (almost) never hold, as in "xyzzyq": a made-up word, not a search people make
    if (/q(?!u)|[jqvx][jqxz]|z[jqx]|x[^aeiouyhcpt\s-]|zz[^aeiouyl]/.test(w)) return false;
  }
  return true;
}

export function intentsOf(keyword: string): Intent[] {
  const k = normalizeKeyword(keyword);
  const found = INTENT_WORDS.filter(([, re]) => re.test(k)).map(([i]) => i);
  if (found.length === 0) {
    // No cue words: mostly informational, sometimes also commercial (a product-like noun phrase).
    return hashString(`intent|${k}`) % 3 === 0 ? ['I', 'C'] : ['I'];
  }
  return found;
}

function bucket(v: number): number {
  let best = 0;
  for (const b of BUCKETS) if (Math.abs(b - v) < Math.abs(best - v)) best = b;
  return best;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

let monthsCache: { key: number; months: string[] } | undefined;

/** The 12 months before the clock's month, oldest first, as `YYYY-MM-01`. */
export function trendMonths(now: Date): string[] {
  const key = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (monthsCache?.key === key) return monthsCache.months;
  const months: string[] = [];
  for (let k = key - 12; k < key; k++) {
    months.push(`${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`);
  }
  monthsCache = { key, months };
  return months;
}

function historyTrend(k: string, source: string, volume: number, now: Date): Record<string, number> | null {
  const rng = createRng(`trend|${source}|${k}`);
  // Small keywords and a share of others have no trend: the spec says null if unavailable.
  if (volume < 20 || rng.chance(0.1)) return null;
  const amplitude = rng.next() * 0.45;
  const peak = rng.int(0, 11);
  const growth = (rng.next() - 0.4) * 0.04;
  const out: Record<string, number> = {};
  trendMonths(now).forEach((month, i) => {
    const monthIndex = Number(month.slice(5, 7)) - 1;
    const season = 1 + amplitude * Math.cos((2 * Math.PI * (monthIndex - peak)) / 12);
    // Hashed per month (not drawn in sequence) so a month keeps its value as the 12-month window moves.
    const noise = 0.85 + (hashString(`trend|${source}|${k}|${month}`) / 2 ** 32) * 0.3;
    out[month] = bucket(volume * season * noise * (1 + growth * (i - 6)));
  });
  return out;
}

// Pure in (keyword, source, month), so a bounded memo is safe; discovery endpoints recompute whole pools per call.
const memo = new Map<string, KeywordMetrics | undefined>();
const MEMO_MAX = 50_000;

/** Metrics of a keyword in a regional database, or undefined when the database has no data for it. */
export function keywordMetrics(keyword: string, source: string, now: Date): KeywordMetrics | undefined {
  const k = normalizeKeyword(keyword);
  const src = source.toLowerCase();
  const key = `${src}|${now.getUTCFullYear()}-${now.getUTCMonth()}|${k}`;
  if (memo.has(key)) return memo.get(key);
  if (memo.size >= MEMO_MAX) memo.clear();
  const m = compute(k, src, now);
  memo.set(key, m);
  return m;
}

function compute(k: string, src: string, now: Date): KeywordMetrics | undefined {
  if (!hasData(k)) return undefined;
  // Intrinsic traits come from the keyword alone, so a keyword looks alike across regional databases.
  const own = createRng(`kw|${k}`);
  const local = createRng(`kw|${src}|${k}`);
  const words = k.split(' ').length;
  const intents = intentsOf(k);

  const median = 12000 / 4 ** (words - 1);
  const pareto = Math.min(150, (1 / (1 - own.next())) ** 1.25); // long tail: most small, a few huge
  const scale = (SOURCE_SCALE[src] ?? 0.05) * (0.8 + local.next() * 0.4);
  const volume = bucket(Math.min(1_500_000, (median / 2.38) * pareto * scale));

  const buying = intents.includes('T') ? 1.8 : intents.includes('C') ? 1.4 : 1;
  const cpc = volume === 0 ? 0 : round2(0.1 + own.next() ** 1.7 * 6 * buying * (0.85 + local.next() * 0.3));
  const difficulty = Math.max(
    0,
    Math.min(100, Math.round(Math.log10(volume + 1) * 12 + own.next() * 40 - 5 + (buying - 1) * 10)),
  );
  const competition = round2(Math.min(1, own.next() * 0.6 + (buying > 1 ? 0.35 : 0.05)));

  const p: Record<(typeof SERP_FEATURES)[number], number> = {
    featured_snippet: intents.includes('I') ? 0.55 : 0.15,
    people_also_ask: intents.includes('I') ? 0.85 : 0.5,
    images: 0.4,
    video: intents.includes('I') ? 0.45 : 0.2,
    local_pack: intents.includes('L') ? 0.9 : 0.08,
    shopping: intents.includes('T') ? 0.75 : intents.includes('C') ? 0.35 : 0.05,
    ai_overview: intents.includes('I') ? 0.6 : 0.2,
    top_stories: 0.1,
    reviews: intents.includes('C') ? 0.5 : 0.1,
    sitelinks: intents.includes('N') ? 0.9 : 0.2,
    related_searches: 0.9,
  };
  const serp_features = SERP_FEATURES.filter((f) => own.chance(p[f]));

  return {
    keyword: k,
    volume,
    cpc,
    difficulty,
    competition,
    intents,
    serp_features,
    history_trend: historyTrend(k, src, volume, now),
  };
}
