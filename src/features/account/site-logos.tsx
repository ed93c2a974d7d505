import { useMutation, useQuery } from '@tanstack/react-query';
import { brandMutations, brandQueries } from '../../api/brand.ts';
import { fieldErrorsOf } from '../../api/local-json.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import type { KnownSite } from '../../lib/sites.ts';
import { LOGO_HINT, LogoField } from './logo-field.tsx';

/** Each known site's client logo, drawn beside the agency's on that site's report: set, replaced or removed. */
export function SiteLogos() {
  const { sites, isLoading } = useKnownSites();
  return (
    <section aria-labelledby="client-logos" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="client-logos" className="text-sm font-semibold text-slate-900">
        Client logos
      </h3>
      <p className="mb-2 text-sm text-slate-600">
        Shown beside the agency’s on that site’s report. {LOGO_HINT}
      </p>
      {isLoading ? <p className="text-sm text-slate-500">Loading sites…</p> : null}
      {!isLoading && sites.length === 0 ? (
        <p className="text-sm text-slate-500">No site yet: add one from the site switcher.</p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {sites.map((s) => (
          <SiteLogo key={s.id} site={s} />
        ))}
      </ul>
    </section>
  );
}

function SiteLogo({ site }: { site: KnownSite }) {
  const current = useQuery(brandQueries.siteLogo(site.id));
  const change = useMutation(brandMutations.siteLogo());
  const refused = fieldErrorsOf(change.error);
  return (
    <li>
      {current.error ? (
        <ErrorPanel compact error={current.error} onRetry={() => void current.refetch()} />
      ) : (
        <LogoField
          label={`${site.name} (#${site.id})`}
          value={current.data?.logo ?? null}
          disabled={current.isPending || change.isPending}
          hint={null}
          error={refused.logo}
          onChange={(logo) => change.mutate({ siteId: site.id, logo })}
        />
      )}
      {change.error && !refused.logo ? <ErrorPanel compact error={change.error} /> : null}
    </li>
  );
}
