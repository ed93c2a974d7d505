import { useId } from 'react';
import type { SerpItem } from '../../api/serp-schemas.ts';
import { formatNumber } from '../../lib/format.ts';
import type { KnownSite } from '../../lib/sites.ts';
import { sitePlace } from './tracked-site.ts';
import { countOf } from '../../lib/plural.ts';

/** Why the results are checked against this site: chosen on this page, named by the task's tag, or the header's. */
export type SiteReason =
  { by: 'chosen' } | { by: 'tag'; tag: string } | { by: 'header'; tag?: string | null };

const reasonWords = (r: SiteReason): string =>
  r.by === 'chosen'
    ? 'Chosen here.'
    : r.by === 'tag'
      ? `The site the task’s tag “${r.tag}” names.`
      : r.tag
        ? `The site chosen in the header: the task’s tag “${r.tag}” names no known site.`
        : 'The site chosen in the header: the task has no tag naming a site.';

/**
 * At the top of a result: which site its results are checked against, and why (another can be chosen here), then
 * where that site stands in them.
 */
export function TrackedSiteLine({
  site,
  host,
  items,
  sites,
  reason,
  onChoose,
}: {
  site: KnownSite | undefined;
  host: string | undefined;
  items: readonly SerpItem[];
  sites: readonly KnownSite[];
  reason: SiteReason;
  onChoose: (id: number) => void;
}) {
  const pickId = useId();
  if (!site) return null;
  const picker = (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <label htmlFor={pickId} className="font-medium text-slate-800">
        Check against
      </label>
      <select
        id={pickId}
        value={site.id}
        onChange={(e) => onChoose(Number(e.target.value))}
        className="min-w-0 max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900"
      >
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} (#{s.id})
          </option>
        ))}
      </select>
      <span className="text-xs text-slate-600">{reasonWords(reason)}</span>
    </div>
  );
  return (
    <div className="flex flex-col gap-2">
      {picker}
      <Standing site={site} host={host} items={items} />
    </div>
  );
}

function Standing({
  site,
  host,
  items,
}: {
  site: KnownSite;
  host: string | undefined;
  items: readonly SerpItem[];
}) {
  const name = `${site.name} (${host ?? `#${site.id}`})`;
  if (!host)
    return (
      <p role="status" className="text-sm text-slate-700">
        {name}: its address is not known here (no audit names it), so its results cannot be marked.
      </p>
    );
  const place = sitePlace(items, host);
  const ofAll =
    place.count > 1 ? ` · ${formatNumber(place.count)} of its results on the page, marked below` : '';
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-950"
    >
      {place.organic ? (
        <>
          <strong>{name}</strong> ranks <strong>#{formatNumber(place.organic.group)}</strong> in the organic
          results (place {formatNumber(place.organic.absolute)} on the page){ofAll || ', marked below'}.
        </>
      ) : place.count > 0 ? (
        <>
          <strong>{name}</strong> has no organic result here; {countOf(place.count, 'other result')} of it,
          marked below.
        </>
      ) : (
        <>
          <strong>{name}</strong> is not in these results.
        </>
      )}
    </p>
  );
}
