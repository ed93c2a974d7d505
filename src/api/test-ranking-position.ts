import type { RankingPosition } from './ai-schemas.ts';

/**
 * For tests: one day of a prompt's AI rankings as the service writes it (spec: Prompt ranking item, positions).
 * null is a day without an AI answer, 0 not found / not mentioned; the counts and overlap are left null unless
 * the test gives them.
 */
export const rankingPosition = (
  date: string,
  url: number | null,
  mention: number | null,
  extra: Partial<RankingPosition> = {},
): RankingPosition => ({
  date,
  url_position: url,
  urls_count: null,
  mention_position: mention,
  mentions_count: null,
  organic_overlap: null,
  organic_overlap_percent: null,
  ...extra,
});
