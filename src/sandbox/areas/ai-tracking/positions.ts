import { DAY_MS } from '../../clock.ts';
import { hashString } from '../../rng.ts';
import { specLabel } from '../../vocabulary.ts';

/** One day's result of a prompt on an engine, as the spec's position entry. */
export interface Position {
  date: string;
  url_position: number | null;
  urls_count: number | null;
  mention_position: number | null;
  mentions_count: number | null;
  organic_overlap: number | null;
  organic_overlap_percent: number | null;
}

interface EngineProfile {
  /** chance range of an AI block per keyword (the per-keyword chance is picked inside it) */
  block: [number, number];
  urls: [number, number];
  /** chance an answer cites no sources at all */
  noSources: number;
  /** share of cited URLs also in the organic top 20 */
  overlap: [number, number];
}

const PROFILES: Record<string, EngineProfile> = {
  overview_engine: { block: [0.3, 0.95], urls: [4, 12], noSources: 0, overlap: [0.35, 0.8] },
  mode_engine: { block: [0.9, 0.99], urls: [6, 16], noSources: 0.02, overlap: [0.25, 0.6] },
  chat_engine: { block: [0.95, 0.995], urls: [2, 9], noSources: 0.25, overlap: [0.1, 0.45] },
  answer_engine: { block: [0.95, 0.995], urls: [4, 10], noSources: 0.03, overlap: [0.2, 0.55] },
  assistant_engine: { block: [0.93, 0.99], urls: [2, 7], noSources: 0.35, overlap: [0.1, 0.4] },
};
const FALLBACK = PROFILES.chat_engine as EngineProfile;

const unit = (...parts: (string | number)[]): number => hashString(parts.join('|')) / 4294967296;
const lerp = (range: [number, number], t: number): number => range[0] + (range[1] - range[0]) * t;
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Smooth noise in [-1, 1]: random values at integer knots, eased in between. */
function valueNoise(x: number, salt: string): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = unit(salt, i) * 2 - 1;
  const b = unit(salt, i + 1) * 2 - 1;
  const t = f * f * (3 - 2 * f);
  return a + (b - a) * t;
}

/**
 * How strongly the site features in an engine's answers to a keyword on a day. Knots sit on absolute day
 * numbers, so the value depends only on (engine, keyword, date): a slow wave reads as a trend over a 90-day
 * window, and two noise layers make week-to-week and day-to-day movement.
 */
function strength(pair: string, day: number, offset: number): number {
  const base = unit(pair, 'base', offset) * 2.4 - 1.1;
  const period = 180 + unit(pair, 'period') * 360;
  const phase = unit(pair, 'phase') * Math.PI * 2;
  return (
    base +
    0.9 * Math.sin((2 * Math.PI * day) / period + phase) +
    0.5 * valueNoise(day / 12, `${pair}|w${offset}`) +
    0.3 * valueNoise(day / 3, `${pair}|d${offset}`)
  );
}

/** 0 when absent, else a rank within `count`: a stronger presence ranks nearer the top. */
function rankFor(s: number, count: number, roll: number, jitter: number): number {
  if (count === 0 || roll >= sigmoid(2 * s)) return 0;
  const depth = 1 - sigmoid(1.5 * s + (jitter - 0.5));
  return Math.min(count, 1 + Math.floor(depth * count));
}

export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/**
 * The position entry of (engine, keyword, date): a pure function, so every operation sees the same data.
 * Navigational keywords (intent `N`, e.g. the brand's own name) put the site near the top, as they would.
 */
export function positionFor(
  engine: { id: number; base_name: string },
  keyword: { keyword_id: number; intents: string | null },
  date: string,
): Position {
  const profile = PROFILES[specLabel(engine.base_name) ?? engine.base_name] ?? FALLBACK;
  const pair = `${engine.id}|${keyword.keyword_id}`;
  const boost = keyword.intents?.split(',').includes('N') ? 1.8 : 0;
  const day = dayNumber(date);
  const roll = (salt: string) => unit(pair, day, salt);
  const blockChance = lerp(profile.block, unit(pair, 'block'));
  if (roll('block') >= blockChance) {
    return {
      date,
      url_position: null,
      urls_count: null,
      mention_position: null,
      mentions_count: null,
      organic_overlap: null,
      organic_overlap_percent: null,
    };
  }
  const urls = roll('sources') < profile.noSources ? 0 : Math.round(lerp(profile.urls, roll('urls')));
  const mentions = 1 + Math.floor(roll('mentions') * 9);
  const link = strength(pair, day, 0) + boost;
  // brands are named more often than linked, so mentions get a head start
  const mention = strength(pair, day, 1) + 0.4 + boost;
  const overlapShare = lerp(profile.overlap, unit(pair, 'overlap')) + (roll('overlap') - 0.5) * 0.3;
  const overlap = Math.max(0, Math.min(urls, Math.round(urls * overlapShare)));
  return {
    date,
    url_position: rankFor(link, urls, roll('link'), roll('link-rank')),
    urls_count: urls,
    mention_position: rankFor(mention, mentions, roll('mention'), roll('mention-rank')),
    mentions_count: mentions,
    organic_overlap: overlap,
    organic_overlap_percent: urls === 0 ? 0 : Math.round((100 * overlap) / urls),
  };
}
