import { describe, expect, it } from 'vitest';
import type { AuditHistory } from '../../../api/audit-schemas.ts';
import { historyTrendData } from './history-trend.ts';

const snap = (errors: number, warnings: number): AuditHistory => ({
  audit_time: '2026-11-01 10:00:00',
  domain_data: null,
  settings: null,
  pages_data: {},
  totals: { total_pages: 120, total_errors: errors, total_warnings: warnings, total_passed: 3 },
  version: '1',
});

describe('historyTrendData', () => {
  it('gives errors and warnings per snapshot; a date without a snapshot is a gap, never 0', () => {
    const data = historyTrendData([
      { date: '2026-11-01', snapshot: snap(12, 30), settled: true },
      { date: '2026-11-08', snapshot: undefined, settled: true },
      { date: '2026-11-15', snapshot: snap(0, 4), settled: true },
    ]);
    expect(data.map((d) => d.values)).toEqual([
      { errors: 12, warnings: 30 },
      { errors: null, warnings: null },
      { errors: 0, warnings: 4 },
    ]);
    expect(data[1]?.detail).toBe('No snapshot read for this date');
  });

  it('leaves off dates still being read', () => {
    const data = historyTrendData([{ date: '2026-11-01', snapshot: undefined, settled: false }]);
    expect(data).toEqual([]);
  });
});
