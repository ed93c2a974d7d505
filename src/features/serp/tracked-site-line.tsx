import type { SerpItem } from '../../api/serp-schemas.ts';
import { formatNumber } from '../../lib/format.ts';
import type { KnownSite } from '../../lib/sites.ts';
import { sitePlace } from './tracked-site.ts';
import { countOf } from '../../lib/plural.ts';

/** At the top of a result: where the site chosen in the header stands in it. */
export function TrackedSiteLine({
  site,
  host,
  items,
}: {
  site: KnownSite | undefined;
  host: string | undefined;
  items: readonly SerpItem[];
}) {
  if (!site) return null;
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
