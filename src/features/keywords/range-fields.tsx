import { TextField } from '../../components/ui/field.tsx';
import { RANGE_RULES, type RangeDraft } from './ranges.ts';
import type { RangeName } from './search.ts';

const ENDS = ['from', 'to'] as const;

/** One range filter: "from" and "to", each checked at the field against the spec's bounds. */
export function RangeFields({
  name,
  value,
  onChange,
  errors,
}: {
  name: RangeName;
  value: RangeDraft;
  onChange: (v: RangeDraft) => void;
  errors: { from?: string; to?: string };
}) {
  const rule = RANGE_RULES[name];
  const bounds = rule.max === undefined ? `${rule.min} or more` : `${rule.min}–${rule.max}`;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">
        {rule.label} <span className="font-normal text-slate-500">({bounds})</span>
      </legend>
      <div className="flex items-start gap-2">
        {ENDS.map((end) => (
          <TextField
            key={end}
            inputMode={rule.whole ? 'numeric' : 'decimal'}
            autoComplete="off"
            className="w-24"
            label={<span className="text-xs font-normal text-slate-600">{end}</span>}
            aria-label={`${rule.label} ${end}`}
            value={value[end]}
            onChange={(e) => onChange({ ...value, [end]: e.target.value })}
            error={errors[end]}
          />
        ))}
      </div>
    </fieldset>
  );
}
