import type { LongtailParams } from '../../api/keyword-inputs.ts';
import { checkLimit, checkSeed, checkSource, DEFAULT_LIMIT, DEFAULT_SOURCE } from './discovery-params.ts';
import type { KeywordSearch } from './search.ts';

/** Long-tail takes the seed, the page size and the offset only (spec: Keyword research, longtail). */
export function longtailParams(s: KeywordSearch): LongtailParams | undefined {
  const source = s.source ?? DEFAULT_SOURCE;
  const q = s.q ?? '';
  const limit = String(s.limit ?? DEFAULT_LIMIT);
  if (checkSource(source) || checkSeed(q) || checkLimit(limit)) return undefined;
  return {
    source: source.trim().toLowerCase(),
    keyword: q.trim().replace(/\s+/g, ' '),
    limit: Number(limit),
    offset: s.offset ?? 0,
  };
}
