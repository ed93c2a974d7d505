import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useActiveSiteId, useKnownSites } from '../../components/layout/use-sites.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { formatCredits } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { priceOf } from '../../lib/operations.ts';
import { countOf } from '../../lib/plural.ts';

/** Keywords carried to the rank tracker in its URL (a longer list would not fit an address). */
export const TRACK_MAX = 500;

/**
 * "Track these": opens the chosen site's rank tracking page with the keywords filled in, where the cost per run
 * and per month shows before anything is added (features reach each other only through the URL).
 */
export function TrackPanel({ keywords }: { keywords: readonly string[] }) {
  const { sites } = useKnownSites();
  const active = useActiveSiteId(sites);
  const [choice, setChoice] = useState<number>();
  const siteId = choice ?? active ?? sites[0]?.id;
  const list = keywords.slice(0, TRACK_MAX);
  return (
    <div className="flex flex-col gap-3" role="group" aria-label="Track these keywords">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Site" value={siteId ?? ''} onChange={(e) => setChoice(Number(e.target.value))}>
          {sites.length === 0 && <option value="">No site known yet</option>}
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} (#{s.id})
            </option>
          ))}
        </SelectField>
        {siteId !== undefined && (
          <Link
            to="/sites/$siteId/positions"
            params={{ siteId }}
            search={{ add: list.join('\n') }}
            className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-indigo-800"
          >
            Continue to rank tracking with {countOf(list.length, 'keyword')}
          </Link>
        )}
      </div>
      <p className="text-sm text-slate-600">
        Nothing is added or spent yet: the rank tracking page shows what tracking them costs (
        {formatCredits(priceOf('serp.tasks.create').credits)} per keyword per run) before you add them.
        {keywords.length > TRACK_MAX ? ` The first ${formatNumber(TRACK_MAX)} are carried over.` : ''}
      </p>
    </div>
  );
}
