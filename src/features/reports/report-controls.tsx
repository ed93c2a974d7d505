import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { REPORT_SECTIONS, SECTION_NAMES as NAMES, type ReportSection } from './search.ts';

/** Range, shown sections and engine, all in the URL so a link opens the same report. */
export function ReportControls({
  range,
  shown,
  engine,
  engines,
}: {
  range: { from: string; to: string };
  shown: ReportSection[];
  engine: number | undefined;
  /** the site's engines, once read: the "Engine" choice */
  engines: { id: number; label: string }[] | undefined;
}) {
  const navigate = useNavigate({ from: '/reports/$siteId' });
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | undefined>();
  const toggle = (s: ReportSection, on: boolean) => {
    const next = REPORT_SECTIONS.filter((x) => (x === s ? on : shown.includes(x)));
    void navigate({ search: (p) => ({ ...p, sections: next.join(',') }) });
  };
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-3 print:hidden">
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!from || !to) return setError('Choose both dates.');
          if (from > to) return setError('The start must be on or before the end.');
          setError(undefined);
          void navigate({ search: (p) => ({ ...p, from, to }) });
        }}
      >
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={error}
        />
        <TextField label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" variant="secondary">
          Apply range
        </Button>
      </form>
      <fieldset className="flex flex-wrap gap-3 text-sm">
        <legend className="mb-1 text-sm font-medium text-slate-700">Sections</legend>
        {REPORT_SECTIONS.map((s) => (
          <label key={s} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={shown.includes(s)}
              onChange={(e) => toggle(s, e.target.checked)}
            />
            {NAMES[s]}
          </label>
        ))}
      </fieldset>
      {engines && engines.length > 1 && shown.includes('ai') && (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Engine
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm font-normal"
            value={engine === undefined ? '' : String(engine)}
            onChange={(e) =>
              void navigate({
                search: (p) => ({ ...p, engine: e.target.value ? Number(e.target.value) : undefined }),
              })
            }
          >
            <option value="">All engines</option>
            {engines.map((e) => (
              <option key={e.id} value={e.id}>
                {e.label}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
