import { useId } from 'react';
import type { ChecklistSection as Section } from '../../api/plan.ts';
import { Card } from '../../components/ui/card.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { ChecklistItemRow } from './checklist-item-row.tsx';
import { isCustomTask, progressOf, visibleItems, type ShowFilter } from './plan-progress.ts';

const EMPTY: Record<ShowFilter, string> = {
  all: 'No items in this section.',
  open: 'Nothing left to do here.',
  done: 'Nothing done here yet.',
};

/** A section of the plan: its progress bar (items_checked of items_count) and its items. */
export function ChecklistSectionCard({
  siteId,
  section,
  show,
  addedHere,
  sending,
  onTick,
  onChanged,
}: {
  siteId: number;
  section: Section;
  show: ShowFilter;
  addedHere: ReadonlySet<string>;
  sending: ReadonlySet<string>;
  onTick: (itemId: string, checked: boolean, serverValue: boolean) => void;
  onChanged: (message: string) => void;
}) {
  const headingId = useId();
  const progress = progressOf(section.items_checked, section.items_count);
  const items = visibleItems(section.items, show);
  return (
    <Card aria-labelledby={headingId}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {section.title}
        </h2>
        <p className="text-sm tabular-nums text-slate-600">
          {progress.checked} of {progress.count} done
          {progress.percent !== null && ` · ${progress.percent}%`}
        </p>
      </div>
      <ProgressBar
        value={section.items_count > 0 ? section.items_checked : null}
        max={section.items_count}
        label={`${section.title} progress`}
      />
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">{EMPTY[show]}</p>
      ) : (
        <ul className="mt-3" aria-label={`${section.title} items`}>
          {items.map((item) => (
            <ChecklistItemRow
              key={item.id}
              siteId={siteId}
              item={item}
              custom={isCustomTask(section, item.id, addedHere)}
              saving={sending.has(item.id)}
              onTick={(checked) => onTick(item.id, checked, item.checked)}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
