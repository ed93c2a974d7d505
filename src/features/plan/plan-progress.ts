import type { ChecklistItem, ChecklistSection } from '../../api/plan.ts';

/** The checklist as shown: the service's sections with pending ticks laid over them, counts adjusted. */
export function withPendingTicks(
  sections: readonly ChecklistSection[],
  shown: ReadonlyMap<string, boolean>,
): ChecklistSection[] {
  if (shown.size === 0) return [...sections];
  return sections.map((section) => {
    let delta = 0;
    const items = section.items.map((item) => {
      const value = shown.get(item.id);
      if (value === undefined || value === item.checked) return item;
      delta += value ? 1 : -1;
      return { ...item, checked: value };
    });
    if (delta === 0) return section;
    // The service's counts are kept and only moved by the pending changes, so they never disagree with it
    // once the changes land.
    const items_checked = Math.max(0, Math.min(section.items_count, section.items_checked + delta));
    return { ...section, items, items_checked };
  });
}

export interface Progress {
  checked: number;
  count: number;
  /** 0–100, null when there is nothing to do (no data, not 0 %) */
  percent: number | null;
}

export function progressOf(checked: number, count: number): Progress {
  return { checked, count, percent: count > 0 ? Math.round((checked / count) * 100) : null };
}

export function overallProgress(sections: readonly ChecklistSection[]): Progress {
  let checked = 0;
  let count = 0;
  for (const s of sections) {
    checked += s.items_checked;
    count += s.items_count;
  }
  return progressOf(checked, count);
}

export type ShowFilter = 'all' | 'open' | 'done';

export function visibleItems(items: readonly ChecklistItem[], show: ShowFilter): ChecklistItem[] {
  if (show === 'all') return [...items];
  return items.filter((i) => (show === 'done' ? i.checked : !i.checked));
}

/**
 * Tasks made with Add task land in the service's own section for them ("Custom tasks" in the sandbox). The
 * checklist does not mark items as custom, so a task counts as custom when it sits in such a section or when
 * this browser added it. Only those can be deleted (spec: "only tasks made with Add task can be deleted").
 */
const CUSTOM_TITLE = /custom|my tasks|own tasks|user tasks/i;

export function isCustomSection(section: Pick<ChecklistSection, 'title'>): boolean {
  return CUSTOM_TITLE.test(section.title);
}

export function isCustomTask(
  section: Pick<ChecklistSection, 'title'>,
  itemId: string,
  addedHere: ReadonlySet<string>,
): boolean {
  return isCustomSection(section) || addedHere.has(itemId);
}
