import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { checkTopN } from './engine-form-checks.ts';
import { addDays, todayUtc, type AiRangeSearch, type ResolvedRange } from './search.ts';

const PRESETS = [7, 30, 90] as const;
const TOPS = [0, 3, 5, 10] as const;
const DATE_FIELDS = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
] as const;

/** Date range (URL `from`, `to`; default the last 30 days) and Top N (URL `top`; 0 = all positions). */
export function RangeControls({
  range,
  onChange,
}: {
  range: ResolvedRange;
  onChange: (next: AiRangeSearch) => void;
}) {
  // keyed on the URL's values so the fields follow back/forward navigation
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <DateRange key={`${range.from}|${range.to}`} range={range} onChange={onChange} />
      <TopN key={range.top} top={range.top} onChange={(top) => onChange({ top })} />
    </div>
  );
}

function DateRange({ range, onChange }: { range: ResolvedRange; onChange: (n: AiRangeSearch) => void }) {
  const [dates, setDates] = useState({ from: range.from, to: range.to });
  const { from, to } = dates;
  const [error, setError] = useState<{ from?: string; to?: string }>({});
  const today = todayUtc();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = {
      from: from
        ? to && from > to
          ? 'The start must not be after the end.'
          : undefined
        : 'Pick a start date.',
      to: to ? undefined : 'Pick an end date.',
    };
    setError(err);
    if (!err.from && !err.to) onChange({ from, to });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Date range" className="flex flex-wrap items-end gap-2">
      {DATE_FIELDS.map(({ end, label }) => (
        <TextField
          key={end}
          label={label}
          type="date"
          value={dates[end]}
          max={today}
          onChange={(e) => setDates({ ...dates, [end]: e.target.value })}
          error={error[end]}
        />
      ))}
      <Button type="submit" variant="secondary">
        Apply range
      </Button>
      <div role="group" aria-label="Quick ranges" className="flex gap-1">
        {PRESETS.map((days) => {
          const f = addDays(today, -(days - 1));
          const active = range.to === today && range.from === f;
          return (
            <Button
              key={days}
              variant={active ? 'primary' : 'ghost'}
              aria-pressed={active}
              onClick={() => onChange({ from: f, to: today })}
            >
              {days} days
            </Button>
          );
        })}
      </div>
    </form>
  );
}

function TopN({ top, onChange }: { top: number; onChange: (top: number) => void }) {
  const preset = (TOPS as readonly number[]).includes(top);
  const [custom, setCustom] = useState(!preset);
  const [value, setValue] = useState(String(top));
  const [error, setError] = useState<string>();
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const topError = checkTopN(value);
    if (topError) return setError(topError);
    setError(undefined);
    onChange(Number(value));
  };
  return (
    <form onSubmit={apply} noValidate aria-label="Top N" className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Count positions"
        value={custom ? 'custom' : String(top)}
        onChange={(e) => {
          if (e.target.value === 'custom') return setCustom(true);
          setCustom(false);
          onChange(Number(e.target.value));
        }}
      >
        {TOPS.map((t) => (
          <option key={t} value={t}>
            {t === 0 ? 'All positions' : `Top ${t}`}
          </option>
        ))}
        <option value="custom">Custom…</option>
      </SelectField>
      {custom && (
        <>
          <TextField
            label="Top N"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            className="w-24"
          />
          <Button type="submit" variant="secondary">
            Apply top N
          </Button>
        </>
      )}
    </form>
  );
}
