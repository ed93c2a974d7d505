// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { statisticsSchema } from '../../api/ai-schemas.ts';
import { presenceChange } from '../../lib/ai-trend.ts';
import { StatisticsView } from './statistics-view.tsx';

afterEach(cleanup);

const base = {
  llm_id: 1,
  site_id: 7,
  top: 3,
  stats: { indexed_percent: '92.5', keywords_count: '40', last_update: '2026-01-30' },
  presence: { link_percent_in_top: 41.2, link_diff: 3.5, mention_percent_in_top: 60, mention_diff: -2 },
};

const tile = (label: string) => screen.getByText(label).closest('div')!;

/** One prompt's days: link presence 100 % or 0 % */
const item = (days: Record<string, boolean>) => ({
  positions: Object.entries(days).map(([date, link]) => ({
    date,
    url_position: link ? 1 : 0,
    urls_count: 3,
    mention_position: 1,
    mentions_count: 1,
    organic_overlap: null,
    organic_overlap_percent: null,
  })),
});
const RANGE = { from: '2026-11-01', to: '2026-11-30', top: 3 };
/** link presence: 50 %, 100 %, 0 % in November (mean 50), 25 % in October; mention always 100 % */
const PRESENCE = presenceChange(
  {
    now: [
      item({ '2026-11-01': true, '2026-11-02': true, '2026-11-30': false }),
      item({ '2026-11-01': false, '2026-11-02': true, '2026-11-30': false }),
    ],
    before: [
      item({ '2026-10-10': true, '2026-10-11': false }),
      item({ '2026-10-10': false, '2026-10-11': false }),
    ],
  },
  RANGE,
);

describe('StatisticsView', () => {
  it('shows the overview engine’s shape: AI-overview presence and organic overlap', () => {
    const stats = statisticsSchema.parse({
      ...base,
      aio_presence: { keywords_with_aio: 72.5, keywords_with_aio_diff: 0 },
      organic_overlap: { overlap_count: 126, overlap_count_diff: 11, overlap_percent: 55.8 },
      sources_presence: [],
    });
    render(<StatisticsView stats={stats} presence={PRESENCE} />);
    expect(tile('AI overview presence')).toHaveTextContent('72.5%on the last checked day');
    expect(tile('Organic overlap')).toHaveTextContent('126 URLs · 55.8%on the last checked day');
    expect(screen.queryByText('Answers with sources')).not.toBeInTheDocument();
    expect(tile('Prompts')).toHaveTextContent('40');
  });

  it('shows the other engines’ shape: answers with sources; an unknown diff is a dash, not 0', () => {
    const stats = statisticsSchema.parse({
      ...base,
      sources_presence: { answers_with_sources: 80, answers_with_sources_diff: null },
    });
    render(<StatisticsView stats={stats} presence={PRESENCE} />);
    expect(tile('Answers with sources')).toHaveTextContent('80%');
    expect(tile('Answers with sources')).toHaveTextContent('on the last checked day');
    expect(screen.queryByText('AI overview presence')).not.toBeInTheDocument();
  });

  it('says there is nothing to show when no prompt was checked in the range', () => {
    const stats = statisticsSchema.parse({
      ...base,
      stats: { ...base.stats, last_update: null },
      sources_presence: [],
    });
    render(<StatisticsView stats={stats} presence={PRESENCE} />);
    expect(screen.getByText(/No prompt of this engine was checked in this range/)).toBeInTheDocument();
    expect(screen.queryByText('Link presence')).not.toBeInTheDocument();
  });

  it('compares the mean of the range’s days with the period before, not the last day with the first', () => {
    // the service says +26.79 pp: its last checked day against its first
    const stats = statisticsSchema.parse({
      ...base,
      presence: { ...base.presence, link_diff: 26.79 },
      sources_presence: { answers_with_sources: 80, answers_with_sources_diff: 12 },
    });
    render(<StatisticsView stats={stats} presence={PRESENCE} />);
    const link = tile('Link presence');
    expect(link).toHaveTextContent('50%');
    const move = within(link).getByText(/pp better/);
    expect(move).toHaveTextContent('▲ 25 pp better');
    expect(move.className).toContain('text-emerald-700');
    expect(link).not.toHaveTextContent(/26\.79|41\.2/);
    expect(within(tile('Mention presence')).getByText('no change')).toBeInTheDocument();
    expect(screen.queryByText(/\+12|12 pp/)).toBeNull();
  });

  it('says there is no earlier period to compare when the period before had no answer', () => {
    const stats = statisticsSchema.parse({ ...base, sources_presence: [] });
    const presence = presenceChange({ now: [item({ '2026-11-01': true })], before: [] }, RANGE);
    render(<StatisticsView stats={stats} presence={presence} />);
    expect(within(tile('Link presence')).getByText('no earlier period to compare')).toBeInTheDocument();
    expect(tile('Link presence')).not.toHaveTextContent(/no change|0 pp/);
  });
});
