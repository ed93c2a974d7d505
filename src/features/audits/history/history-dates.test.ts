// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  datesFromMessage,
  dayOf,
  forgetDates,
  mergeDates,
  rememberDates,
  useRememberedDates,
} from './history-dates.ts';
import { renderHook, act } from '@testing-library/react';

describe('snapshot dates', () => {
  it('are read from a 404 message, without the date asked for', () => {
    const msg =
      'No snapshot of audit 5101 on 2024-05-03; snapshots exist on 2024-04-19, 2024-05-03x, 2024-05-17, 2024-04-19';
    expect(datesFromMessage(msg, '2024-05-03')).toEqual(['2024-04-19', '2024-05-17']);
    expect(datesFromMessage('Audit not found')).toEqual([]);
  });

  it('come from a finish time and merge sorted and unique', () => {
    expect(dayOf('2024-05-02 10:20:00')).toBe('2024-05-02');
    expect(dayOf(null)).toBeUndefined();
    expect(mergeDates(['2024-05-02'], [undefined, '2024-04-01', '2024-05-02'])).toEqual([
      '2024-04-01',
      '2024-05-02',
    ]);
  });

  it('are remembered per audit in this browser, and forgotten with it', () => {
    const { result } = renderHook(() => useRememberedDates(41));
    expect(result.current).toEqual([]);
    act(() => rememberDates(41, ['2024-05-17', '2024-04-19']));
    expect(result.current).toEqual(['2024-04-19', '2024-05-17']);
    expect(JSON.parse(localStorage.getItem('searchboard.audits.dates.41') ?? '[]')).toEqual([
      '2024-04-19',
      '2024-05-17',
    ]);
    forgetDates(41);
    expect(localStorage.getItem('searchboard.audits.dates.41')).toBeNull();
  });
});
