import { hashString } from '../../rng.ts';

/**
 * Search intents: codes in rankings (`search_intent`), and one integer in prompt list items (`intent`).
 * The spec gives the codes but not the integer's meaning; the sandbox sends the primary (first) intent's
 * number in the order the spec lists the codes: 1 I, 2 N, 3 L, 4 C, 5 T.
 */
export const INTENT_CODES = ['I', 'N', 'L', 'C', 'T'] as const;

export function intentCodes(intents: string | null): string[] | null {
  return intents ? intents.split(',') : null;
}

export function intentNumber(intents: string | null): number | null {
  const first = intents?.split(',')[0];
  const i = INTENT_CODES.findIndex((c) => c === first);
  return i >= 0 ? i + 1 : null;
}

/** Volumes the way keyword tools round them. */
const VOLUME_STEPS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900,
  2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500,
];

/**
 * Metrics of a keyword added by a user, derived from its text so they are stable: long conversational
 * prompts often have no measurable volume (null), short ones follow a long-tail distribution.
 */
export function deriveKeywordMetrics(norm: string): { search_volume: number | null; intents: string | null } {
  const h = hashString(norm);
  const words = norm.split(' ').length;
  const u = (h % 10_000) / 10_000;
  let search_volume: number | null = null;
  if (u >= (words > 7 ? 0.6 : 0.15)) {
    // squaring the uniform skews toward the small end, as real volumes are
    const skew = ((h >>> 14) % 1000) / 1000;
    const idx = Math.floor(skew * skew * (VOLUME_STEPS.length - 1) * (words > 4 ? 0.6 : 1));
    search_volume = VOLUME_STEPS[idx] ?? 10;
  }
  return { search_volume, intents: deriveIntents(norm, h) };
}

function deriveIntents(norm: string, h: number): string | null {
  const codes: string[] = [];
  if (/^(how|what|why|when|which|is|are|can|does|do|should)\b|\b(vs|guide|tips|ideas)\b/.test(norm))
    codes.push('I');
  if (/\b(near me|in [a-z]+$|nearby|local)\b/.test(norm)) codes.push('L');
  if (/\b(best|top|review|reviews|compare|comparison|alternatives?)\b/.test(norm)) codes.push('C');
  if (/\b(buy|price|pricing|cheap|sale|deal|discount|order|shop|online)\b/.test(norm)) codes.push('T');
  if (codes.length === 0) return h % 5 === 0 ? null : 'I';
  return codes.join(',');
}
