import { describe, expect, it } from 'vitest';
import { annotationErrors } from '../../api/annotations.ts';
import type { TrendPoint } from '../../lib/ai-trend.ts';
import { pageRules } from './print-style.tsx';
import { markersIn } from './report-trend-chart.tsx';

const point = (date: string): TrendPoint => ({ date, link: null, mention: null, answered: 0, checked: 0 });
const note = (id: number, date: string) => ({
  id,
  site_id: 101,
  date,
  label: `n${id}`,
  note: null,
  updated_at: '',
});

describe('markersIn', () => {
  it("keeps only markers inside the chart's days", () => {
    const points = [point('2026-11-01'), point('2026-11-02'), point('2026-11-03')];
    const kept = markersIn(
      [note(1, '2026-10-31'), note(2, '2026-11-01'), note(3, '2026-11-03'), note(4, '2026-11-04')],
      points,
    );
    expect(kept.map((m) => m.id)).toEqual([2, 3]);
    expect(markersIn([note(1, '2026-11-01')], [])).toEqual([]);
  });
});

describe('annotationErrors (the server rules, checked before sending)', () => {
  it('wants a real day, a 1-120 character label and a note of at most 1000 characters', () => {
    expect(annotationErrors({ date: '2026-11-01', label: 'x'.repeat(120), note: 'n'.repeat(1000) })).toEqual(
      {},
    );
    expect(
      Object.keys(annotationErrors({ date: '2026-02-30', label: ' ', note: 'n'.repeat(1001) })).sort(),
    ).toEqual(['date', 'label', 'note']);
    expect(annotationErrors({ date: '', label: 'x'.repeat(121), note: '' })).toHaveProperty('label');
  });
});

describe('pageRules', () => {
  it('prints A4 with the running head and page numbers, without breaking out of the CSS string', () => {
    const css = pageRules('Site report · "Acme" \\ #101');
    expect(css).toContain('size: A4');
    expect(css).toContain('content: "Site report ·  Acme    #101"');
    expect(css).toContain('counter(page)');
  });
});
