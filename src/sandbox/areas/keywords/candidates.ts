import { createRng, hashString, type Rng } from '../../rng.ts';
import { hasData, normalizeKeyword } from './metrics.ts';
import { PREFIXES, QUESTION_QUALIFIERS, QUESTION_TEMPLATES, SUFFIXES, TOPICS } from './vocabulary.ts';

/**
 * Deterministic candidate pools around a seed keyword: the same seed always yields the same few hundred
 * keywords, in the same "natural" order (the order returned when no sort is asked for).
 */

/** Pools are pure in the seed; keep the recent ones (they are re-read on every page of a listing). */
function memoized<T>(fn: (seed: string) => T): (seed: string) => T {
  const cache = new Map<string, T>();
  return (seedKeyword) => {
    const seed = normalizeKeyword(seedKeyword);
    const hit = cache.get(seed);
    if (hit !== undefined) return hit;
    if (cache.size >= 200) cache.clear();
    const value = fn(seed);
    cache.set(seed, value);
    return value;
  };
}

function shuffle<T>(items: T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Unique, with data, not the seed itself. */
function finish(seed: string, list: string[]): string[] {
  const seen = new Set<string>([seed]);
  const out: string[] = [];
  for (const k of list.map(normalizeKeyword)) {
    if (seen.has(k) || !hasData(k)) continue;
    seen.add(k);
    out.push(k);
  }
  return out;
}

/** `count` distinct prefix + seed + suffix combinations. */
function combos(seed: string, rng: Rng, count: number): string[] {
  const all: string[] = [];
  for (const p of PREFIXES) for (const s of SUFFIXES) all.push(`${p} ${seed} ${s}`);
  return shuffle(all, rng).slice(0, count);
}

/** Variations that contain the seed: one modifier first (closest), then two. */
export const similarPool = memoized(function similarPool(seedKeyword: string): string[] {
  const seed = normalizeKeyword(seedKeyword);
  if (!hasData(seed)) return [];
  const rng = createRng(`similar|${seed}`);
  const one = shuffle([...PREFIXES.map((p) => `${p} ${seed}`), ...SUFFIXES.map((s) => `${seed} ${s}`)], rng);
  return finish(seed, [...one, ...combos(seed, rng, 140 + rng.int(0, 120))]);
});

function topicOf(seed: string): (typeof TOPICS)[number] {
  const words = seed.split(' ');
  let best = TOPICS[hashString(seed) % TOPICS.length] as (typeof TOPICS)[number];
  let bestScore = 0;
  for (const t of TOPICS) {
    const score = words.filter((w) => t.triggers.includes(w)).length;
    if (score > bestScore) [best, bestScore] = [t, score];
  }
  return best;
}

/** Topically related keywords (not necessarily containing the seed), with a relevance of 1-100, best first. */
export const relatedPool = memoized(function relatedPool(
  seedKeyword: string,
): { keyword: string; relevance: number }[] {
  const seed = normalizeKeyword(seedKeyword);
  if (!hasData(seed)) return [];
  const rng = createRng(`related|${seed}`);
  const terms = topicOf(seed).terms;
  const scored: { keyword: string; relevance: number }[] = [];
  const seedWords = new Set(seed.split(' '));
  const overlap = (k: string) => k.split(' ').filter((w) => seedWords.has(w)).length;
  for (const t of terms) scored.push({ keyword: t, relevance: 70 + rng.int(0, 20) + overlap(t) * 5 });
  for (const t of terms) scored.push({ keyword: `${seed} vs ${t}`, relevance: 75 + rng.int(0, 20) });
  const modified: string[] = [];
  for (const t of terms) {
    for (const p of PREFIXES) modified.push(`${p} ${t}`);
    for (const s of SUFFIXES) modified.push(`${t} ${s}`);
  }
  for (const k of shuffle(modified, rng).slice(0, 200 + rng.int(0, 80))) {
    scored.push({ keyword: k, relevance: 25 + rng.int(0, 50) + overlap(k) * 8 });
  }
  const kept = new Set(
    finish(
      seed,
      scored.map((s) => s.keyword),
    ),
  );
  const out: { keyword: string; relevance: number }[] = [];
  for (const s of scored) {
    if (!kept.delete(s.keyword)) continue;
    out.push({ keyword: s.keyword, relevance: Math.min(100, Math.max(1, s.relevance)) });
  }
  return out.sort((a, b) => b.relevance - a.relevance || a.keyword.localeCompare(b.keyword));
});

/** Questions around the seed: every template bare, then a deterministic share of qualified ones. */
export const questionPool = memoized(function questionPool(seedKeyword: string): string[] {
  const seed = normalizeKeyword(seedKeyword);
  if (!hasData(seed)) return [];
  const rng = createRng(`questions|${seed}`);
  const bare = QUESTION_TEMPLATES.map((t) => t.replace('{k}', seed));
  const qualified: string[] = [];
  for (const q of bare) for (const x of QUESTION_QUALIFIERS) qualified.push(`${q} ${x}`);
  return finish(seed, [...shuffle(bare, rng), ...shuffle(qualified, rng).slice(0, 180 + rng.int(0, 100))]);
});

/** Longer, more specific phrases containing the seed. */
export const longtailPool = memoized(function longtailPool(seedKeyword: string): string[] {
  const seed = normalizeKeyword(seedKeyword);
  if (!hasData(seed)) return [];
  const rng = createRng(`longtail|${seed}`);
  const extra: string[] = [];
  for (const s of SUFFIXES) extra.push(`${seed} ${s} ${rng.pick(SUFFIXES)}`);
  return finish(seed, shuffle([...combos(seed, rng, 220 + rng.int(0, 80)), ...extra], rng));
});
