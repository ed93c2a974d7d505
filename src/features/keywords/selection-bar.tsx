import { useState } from 'react';
import { useCan, useClosedNote } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadCsv } from '../../lib/csv.ts';
import { formatNumber } from '../../lib/format.ts';
import { AddPromptsPanel } from './add-prompts-panel.tsx';
import type { ColumnId } from './columns.ts';
import { csvFileName, keywordsCsv, rowsAsTsv } from './keywords-csv.ts';
import type { KeywordRow } from './rows.ts';
import type { KeywordTab } from './search.ts';
import { SerpTasksPanel } from './serp-tasks-panel.tsx';
import { TrackPanel } from './track-panel.tsx';
import { countOf } from '../../lib/plural.ts';

type Panel = 'prompts' | 'serp' | 'track';

/**
 * The buttons that open a panel below the bar, each closing the one open before, and what each panel's action
 * needs: prompts and tracked keywords are written to a site, SERP tasks are paid.
 */
const PANELS: readonly { id: Panel; label: string; need: 'write' | 'paid' }[] = [
  { id: 'prompts', label: 'Add to AI prompts…', need: 'write' },
  { id: 'serp', label: 'Queue SERP tasks…', need: 'paid' },
  { id: 'track', label: 'Track these…', need: 'write' },
];

/** What can be done with selected rows: copy, CSV, AI prompts, SERP tasks. CSV takes every row when none is selected. */
export function SelectionBar({
  rows,
  selected,
  columns,
  tab,
  source,
  seed,
  date,
  readAt,
}: {
  rows: readonly KeywordRow[];
  selected: ReadonlySet<string>;
  columns: readonly ColumnId[];
  tab: KeywordTab;
  source: string;
  seed?: string;
  /** the data date, YYYY-MM-DD */
  date: string;
  /** when this browser read the rows (ms), for the CSV's read_at_utc */
  readAt: number;
}) {
  const canWrite = useCan('write');
  const canPay = useCan('paid');
  // one note in the bar for the panels a role cannot open, rather than one per button
  const closed = useClosedNote('write', 'paid');
  const panels = PANELS.filter((p) => (p.need === 'paid' ? canPay : canWrite));
  const [panel, setPanel] = useState<Panel>();
  const [note, setNote] = useState('');
  const chosen = rows.filter((r) => selected.has(r.id));
  const keywords = chosen.map((r) => r.keyword).filter((k): k is string => k !== null);
  const n = chosen.length;

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNote(`Copied ${what}.`);
    } catch {
      setNote('The browser did not allow copying. Use the CSV export instead.');
    }
  };
  const exportCsv = () => {
    const out = n > 0 ? chosen : rows;
    downloadCsv(csvFileName(tab, source, seed, date), keywordsCsv(out, { source, date, columns, readAt }));
    setNote(`Exported ${countOf(out.length, 'row')} as CSV.`);
  };
  const toggle = (p: Panel) => setPanel((cur) => (cur === p ? undefined : p));

  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-2">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Selected keywords">
        <span className="px-1 text-sm text-slate-700">
          {n > 0
            ? `${formatNumber(n)} of ${formatNumber(rows.length)} selected`
            : 'Select rows to act on them'}
        </span>
        <Button
          variant="secondary"
          disabled={keywords.length === 0}
          onClick={() => void copy(keywords.join('\n'), countOf(keywords.length, 'keyword'))}
        >
          Copy keywords
        </Button>
        <Button
          variant="secondary"
          disabled={n === 0}
          onClick={() => void copy(rowsAsTsv(chosen, columns), countOf(n, 'row'))}
        >
          Copy rows
        </Button>
        <Button variant="secondary" disabled={rows.length === 0} onClick={exportCsv}>
          {n > 0
            ? `Export ${formatNumber(n)} selected as CSV`
            : `Export all ${formatNumber(rows.length)} as CSV`}
        </Button>
        {panels.map(({ id, label }) => (
          <Button
            key={id}
            variant={panel === id ? 'primary' : 'secondary'}
            aria-expanded={panel === id}
            disabled={keywords.length === 0}
            onClick={() => toggle(id)}
          >
            {label}
          </Button>
        ))}
        <span role="status" className="text-sm text-slate-600">
          {note}
        </span>
      </div>
      {closed && <p className="mt-2 px-1 text-sm text-slate-600">{closed}</p>}
      {panel && panels.some((p) => p.id === panel) && keywords.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          {panel === 'prompts' ? (
            <AddPromptsPanel keywords={keywords} />
          ) : panel === 'track' ? (
            <TrackPanel keywords={keywords} />
          ) : (
            <SerpTasksPanel keywords={keywords} source={source} />
          )}
        </div>
      )}
    </div>
  );
}
