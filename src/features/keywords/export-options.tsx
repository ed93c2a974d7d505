import type { ExportCol, ExportSort, SortOrder } from '../../api/keyword-inputs.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { EXPORT_COLS } from './export-input.ts';

export interface ExportOptions {
  sort: ExportSort;
  order: SortOrder;
  cols: ExportCol[];
}

const COL_LABELS: Record<ExportCol, string> = {
  keyword: 'Keyword',
  volume: 'Volume',
  cpc: 'CPC',
  difficulty: 'Difficulty',
  competition: 'Competition',
  history_trend: '12-month trend',
};

/** sort, sort_order and cols of the export (spec defaults: cpc, desc, all six columns). */
export function ExportOptionsFields({
  value,
  onChange,
  colsError,
}: {
  value: ExportOptions;
  onChange: (v: ExportOptions) => void;
  colsError?: string;
}) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <SelectField
        label="Sort by"
        value={value.sort}
        onChange={(e) => onChange({ ...value, sort: e.target.value as ExportSort })}
      >
        <option value="cpc">CPC</option>
        <option value="volume">Volume</option>
        <option value="difficulty">Difficulty</option>
        <option value="competition">Competition</option>
      </SelectField>
      <SelectField
        label="Sort order"
        value={value.order}
        onChange={(e) => onChange({ ...value, order: e.target.value as SortOrder })}
      >
        <option value="desc">Descending</option>
        <option value="asc">Ascending</option>
      </SelectField>
      <fieldset aria-describedby={colsError ? 'export-cols-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">Columns</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
          {EXPORT_COLS.map((c) => (
            <label key={c} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                checked={value.cols.includes(c)}
                onChange={(e) =>
                  onChange({
                    ...value,
                    cols: EXPORT_COLS.filter((x) => (x === c ? e.target.checked : value.cols.includes(x))),
                  })
                }
              />
              {COL_LABELS[c]}
            </label>
          ))}
        </div>
        {colsError && (
          <p id="export-cols-error" className="mt-1 text-xs font-medium text-red-700">
            {colsError}
          </p>
        )}
        {!value.cols.includes('keyword') && value.cols.length > 0 && (
          <p className="mt-1 text-xs text-amber-800">
            Without the keyword column, rows cannot be told apart.
          </p>
        )}
      </fieldset>
    </div>
  );
}
