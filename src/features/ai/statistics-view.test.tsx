// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { statisticsSchema } from '../../api/ai-schemas.ts';
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

describe('StatisticsView', () => {
  it('shows the overview engine’s shape: AI-overview presence and organic overlap', () => {
    const stats = statisticsSchema.parse({
      ...base,
      aio_presence: { keywords_with_aio: 72.5, keywords_with_aio_diff: 0 },
      organic_overlap: { overlap_count: 126, overlap_count_diff: 11, overlap_percent: 55.8 },
      sources_presence: [],
    });
    render(<StatisticsView stats={stats} />);
    expect(within(tile('Link presence')).getByText('up 3.5 percentage points')).toBeInTheDocument();
    expect(within(tile('Mention presence')).getByText('down 2 percentage points')).toBeInTheDocument();
    expect(within(tile('AI overview presence')).getByText('no change')).toBeInTheDocument();
    expect(tile('Organic overlap')).toHaveTextContent('126 URLs · 55.8%');
    expect(within(tile('Organic overlap')).getByText('up 11 URLs')).toBeInTheDocument();
    expect(screen.queryByText('Answers with sources')).not.toBeInTheDocument();
    expect(tile('Prompts')).toHaveTextContent('40');
  });

  it('shows the other engines’ shape: answers with sources; an unknown diff is a dash, not 0', () => {
    const stats = statisticsSchema.parse({
      ...base,
      sources_presence: { answers_with_sources: 80, answers_with_sources_diff: null },
    });
    render(<StatisticsView stats={stats} />);
    expect(tile('Answers with sources')).toHaveTextContent('80%');
    expect(within(tile('Answers with sources')).getByText('no change known')).toBeInTheDocument();
    expect(screen.queryByText('AI overview presence')).not.toBeInTheDocument();
  });

  it('says there is nothing to show when no prompt was checked in the range', () => {
    const stats = statisticsSchema.parse({
      ...base,
      stats: { ...base.stats, last_update: null },
      sources_presence: [],
    });
    render(<StatisticsView stats={stats} />);
    expect(screen.getByText(/No prompt of this engine was checked in this range/)).toBeInTheDocument();
    expect(screen.queryByText('Link presence')).not.toBeInTheDocument();
  });
});
