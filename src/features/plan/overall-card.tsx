import type { ChecklistSection } from '../../api/plan.ts';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { overallProgress, type ShowFilter } from './plan-progress.ts';

/** Overall progress over every section, the item filter, and why only your own tasks can be deleted. */
export function OverallCard({
  sections,
  show,
  onShow,
}: {
  sections: readonly ChecklistSection[];
  show: ShowFilter;
  onShow: (show: ShowFilter) => void;
}) {
  const overall = overallProgress(sections);
  return (
    <Card aria-labelledby="plan-overall">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-64 flex-1">
          <h2 id="plan-overall" className="text-base font-semibold text-slate-900">
            Overall progress
          </h2>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
            {overall.percent === null ? '—' : `${overall.percent}%`}
            <span className="ml-2 text-sm font-normal text-slate-600">
              {overall.checked} of {overall.count} items done in {sections.length} sections
            </span>
          </p>
          <div className="mt-2">
            <ProgressBar
              value={overall.count > 0 ? overall.checked : null}
              max={overall.count}
              label="Overall progress"
            />
          </div>
        </div>
        <SelectField label="Show" value={show} onChange={(e) => onShow(e.target.value as ShowFilter)}>
          <option value="all">All items</option>
          <option value="open">Items still to do</option>
          <option value="done">Done items</option>
        </SelectField>
      </div>
    </Card>
  );
}
