import { useId, useState, type FormEvent } from 'react';
import type { LinkFilterParam } from '../../../api/audit-inputs.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  FLAG_PARAMS,
  FILTER_PARAMS,
  SUGGESTED_VALUES,
  conditionError,
  describeConditions,
} from './link-filter.ts';
import type { LinkCondition } from '../shared/link-filter-url.ts';

const CONTROL =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600';

function ConditionRow({
  cond,
  index,
  error,
  onChange,
  onRemove,
}: {
  cond: LinkCondition;
  index: number;
  error: string | undefined;
  onChange: (c: LinkCondition) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const n = index + 1;
  return (
    <li className="flex flex-wrap items-start gap-2">
      {index === 0 ? (
        <span className="w-20 py-1.5 text-sm text-slate-600">Where</span>
      ) : (
        <select
          aria-label={`Join condition ${n} with`}
          value={cond.join}
          onChange={(e) => onChange({ ...cond, join: e.target.value as 'and' | 'or' })}
          className={`${CONTROL} w-20`}
        >
          <option value="and">and</option>
          <option value="or">or</option>
        </select>
      )}
      <select
        aria-label={`Field of condition ${n}`}
        value={cond.param}
        onChange={(e) => onChange({ ...cond, param: e.target.value as LinkFilterParam, value: '' })}
        className={CONTROL}
      >
        {FILTER_PARAMS.map((p) => (
          <option key={p.param} value={p.param}>
            {p.label}
          </option>
        ))}
      </select>
      <span className="py-1.5 text-sm text-slate-600">is</span>
      <div className="flex flex-col gap-1">
        {FLAG_PARAMS.has(cond.param) ? (
          <select
            aria-label={`Value of condition ${n}`}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            value={cond.value}
            onChange={(e) => onChange({ ...cond, value: e.target.value })}
            className={CONTROL}
          >
            <option value="">Choose…</option>
            <option value="1">yes (1)</option>
            <option value="0">no (0)</option>
          </select>
        ) : (
          <>
            <input
              aria-label={`Value of condition ${n}`}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              list={`${id}-values`}
              value={cond.value}
              inputMode={cond.param === 'status' ? 'numeric' : undefined}
              onChange={(e) => onChange({ ...cond, value: e.target.value })}
              className={`${CONTROL} w-40`}
            />
            <datalist id={`${id}-values`}>
              {SUGGESTED_VALUES[cond.param].map((v) => (
                <option key={v} value={v} />
              ))}
            </datalist>
          </>
        )}
        {error && (
          <p id={`${id}-err`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button variant="ghost" onClick={onRemove} aria-label={`Remove condition ${n}`}>
        Remove
      </Button>
    </li>
  );
}

/** Any number of conditions joined by and/or, applied as one filter (read left to right). */
export function FilterBuilder({
  applied,
  onApply,
}: {
  applied: readonly LinkCondition[];
  onApply: (conds: LinkCondition[]) => void;
}) {
  const [draft, setDraft] = useState<LinkCondition[]>(() => [...applied]);
  const [tried, setTried] = useState(false);
  const errors = draft.map(conditionError);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.some(Boolean)) return;
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label="Link filter" className="flex flex-col gap-3">
      {draft.length === 0 ? (
        <p className="text-sm text-slate-600">No conditions: every link is listed.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {draft.map((c, i) => (
            <ConditionRow
              key={i}
              cond={c}
              index={i}
              error={tried ? errors[i] : undefined}
              onChange={(next) => setDraft((d) => d.map((x, k) => (k === i ? next : x)))}
              onRemove={() => setDraft((d) => d.filter((_, k) => k !== i))}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          onClick={() => setDraft((d) => [...d, { param: 'status', value: '', join: 'and' }])}
        >
          Add condition
        </Button>
        <Button type="submit">Apply filter</Button>
        {applied.length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft([]);
              onApply([]);
            }}
          >
            Clear filter
          </Button>
        )}
      </div>
      {applied.length > 0 && (
        <p className="text-xs text-slate-600">
          Applied: <span className="font-mono">{describeConditions(applied)}</span>
        </p>
      )}
    </form>
  );
}
