import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { formatNumber } from '../../lib/format.ts';

const SIZES = [25, 50, 100, 250, 500, 1000];

/** limit/offset paging (spec: page size 1-1000). */
export function Pager({
  label,
  total,
  limit,
  offset,
  onChange,
}: {
  label: string;
  total: number;
  limit: number;
  offset: number;
  onChange: (page: { limit: number; offset: number }) => void;
}) {
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + limit);
  const sizes = SIZES.includes(limit) ? SIZES : [...SIZES, limit].sort((a, b) => a - b);
  return (
    <nav aria-label={label} className="flex flex-wrap items-end justify-between gap-3 text-sm">
      <p className="text-slate-700" aria-live="polite">
        {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex items-end gap-2">
        <SelectField
          label="Rows per page"
          value={limit}
          onChange={(e) => onChange({ limit: Number(e.target.value), offset: 0 })}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}
        >
          Previous page
        </Button>
        <Button
          variant="secondary"
          disabled={offset + limit >= total}
          onClick={() => onChange({ limit, offset: offset + limit })}
        >
          Next page
        </Button>
      </div>
    </nav>
  );
}
