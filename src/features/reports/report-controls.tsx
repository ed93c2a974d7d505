import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { REPORT_SECTIONS, type ReportSection } from './search.ts';

const NAMES: Record<ReportSection, string> = {
  ai: 'AI visibility',
  audits: 'Audits',
  plan: 'Marketing plan',
  backlinks: 'Backlinks',
};

/** Range and shown sections, all in the URL so a link opens the same report. */
export function ReportControls({
  range,
  shown,
}: {
  range: { from: string; to: string };
  shown: ReportSection[];
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
    </div>
  );
}
