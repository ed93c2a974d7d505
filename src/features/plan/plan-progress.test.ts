import { describe, expect, it } from 'vitest';
import type { ChecklistSection } from '../../api/plan.ts';
import {
  isCustomTask,
  overallProgress,
  progressOf,
  visibleItems,
  withPendingTicks,
} from './plan-progress.ts';
import { CUSTOM, GOALS } from './test-sections.ts';

const sections: ChecklistSection[] = [GOALS, CUSTOM];

describe('plan progress', () => {
  it('lays pending ticks over the sections and moves the counts with them', () => {
    const shown = withPendingTicks(
      sections,
      new Map([
        ['2', true],
        ['40', true],
      ]),
    );
    expect(shown[0]?.items_checked).toBe(2);
    expect(shown[0]?.items[1]?.checked).toBe(true);
    expect(shown[1]?.items_checked).toBe(1);
    expect(overallProgress(shown)).toEqual({ checked: 3, count: 3, percent: 100 });
    // the service's data is not touched
    expect(sections[0]?.items_checked).toBe(1);
  });

  it('leaves a section alone when a pending value equals what the service has', () => {
    const shown = withPendingTicks(sections, new Map([['1', true]]));
    expect(shown[0]).toBe(sections[0]);
  });

  it('sums items_checked of items_count over all sections', () => {
    expect(overallProgress(sections)).toEqual({ checked: 1, count: 3, percent: 33 });
  });

  it('has no percentage (not 0 %) when there is nothing to do', () => {
    expect(progressOf(0, 0).percent).toBeNull();
    expect(overallProgress([])).toEqual({ checked: 0, count: 0, percent: null });
  });

  it('filters open and done items', () => {
    const items = sections[0]!.items;
    expect(visibleItems(items, 'open').map((i) => i.id)).toEqual(['2']);
    expect(visibleItems(items, 'done').map((i) => i.id)).toEqual(['1']);
    expect(visibleItems(items, 'all')).toHaveLength(2);
  });

  it('counts as custom the tasks in the custom section or added from this browser', () => {
    expect(isCustomTask(sections[1]!, '40', new Set())).toBe(true);
    expect(isCustomTask(sections[0]!, '1', new Set())).toBe(false);
    expect(isCustomTask(sections[0]!, '1', new Set(['1']))).toBe(true);
  });
});
