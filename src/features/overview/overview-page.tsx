import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Card } from '../../components/ui/card.tsx';
import { DrawAfter } from '../../components/ui/draw-after.tsx';
import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { last30Days } from './overview-figures.ts';
import { SiteCard } from './site-card.tsx';
import { TeamStrip } from './team-strip.tsx';

/**
 * The page a team opens every morning: the credits spent this month against the budget and what is running, then
 * per site its audit score, AI presence and backlink totals, each with its change and the period compared.
 */
export function OverviewPage() {
  const { sites, isLoading, error, retry } = useKnownSites();
  const range = last30Days();
  return (
    <div>
      <PageHeader {...PAGE_HEADINGS.overview} />
      <TeamStrip />
      {error ? <ErrorPanel error={error} onRetry={retry} /> : null}
      {isLoading && <Spinner label="Finding your sites…" />}
      {!isLoading && sites.length === 0 && !error && (
        <Card>
          <p className="text-sm text-slate-700">
            No sites yet. Sites appear here once they have a website audit, or add one by id with the site
            switcher at the top.
          </p>
        </Card>
      )}
      {/* the site cards (each reads its engines, audits and backlinks) drawn in slices the first time */}
      {!isLoading && (
        <DrawAfter fallback={sites.length > 0 ? <Spinner label="Finding your sites…" /> : null}>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sites">
            {sites.map((s) => (
              <li key={s.id} className="min-w-0">
                <SiteCard site={s} range={range} />
              </li>
            ))}
          </ul>
        </DrawAfter>
      )}
    </div>
  );
}
