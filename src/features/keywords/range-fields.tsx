import { TextField } from '../../components/ui/field.tsx';
import { RANGE_RULES, type RangeDraft } from './ranges.ts';
import type { RangeName } from './search.ts';

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
  const common = {
    inputMode: rule.whole ? ('numeric' as const) : ('decimal' as const),
    autoComplete: 'off',
    className: 'w-24',
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">
        {rule.label} <span className="font-normal text-slate-500">({bounds})</span>
      </legend>
      <div className="flex items-start gap-2">
        <TextField
          {...common}
          label={<span className="text-xs font-normal text-slate-600">from</span>}
          aria-label={`${rule.label} from`}
          value={value.from}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
          error={errors.from}
        />
        <TextField
          {...common}
          label={<span className="text-xs font-normal text-slate-600">to</span>}
          aria-label={`${rule.label} to`}
          value={value.to}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
          error={errors.to}
        />
      </div>
    </fieldset>
  );
}
