import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import type { ListSearch } from '../shared/search.ts';

type Filters = Pick<ListSearch, 'q' | 'from' | 'to'>;

/** Search (title or URL, as the spec's `search` matches) and a date range; typing settles for 300 ms first. */
export function ListFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const [q, setQ] = useState(value.q ?? '');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const rangeError = from && to && from > to ? 'The start date is after the end date.' : undefined;

  useEffect(() => {
    if ((value.q ?? '') === q.trim()) return;
    const t = setTimeout(() => onChange({ ...value, q: q.trim() || undefined }), 300);
    return () => clearTimeout(t);
  }, [q, value, onChange]);

  const setDates = (f: string, t: string) => {
    setFrom(f);
    setTo(t);
    if (!(f && t && f > t)) onChange({ ...value, from: f || undefined, to: t || undefined });
  };

  return (
    <div role="search" aria-label="Filter audits" className="flex flex-wrap items-start gap-3">
      <TextField
        label="Search title or URL"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="w-72"
      />
      <TextField
        label="Active from"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => setDates(e.target.value, to)}
        error={rangeError}
      />
      <TextField
        label="Active until"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => setDates(from, e.target.value)}
      />
      {(q || from || to) && (
        <Button
          variant="ghost"
          className="mt-6"
          onClick={() => {
            setQ('');
            setFrom('');
            setTo('');
            onChange({});
          }}
        >
          Clear filters
        </Button>
      )}
    </div>
  );
}
