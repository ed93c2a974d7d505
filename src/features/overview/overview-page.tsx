import { Link } from '@tanstack/react-router';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { siteLabel } from '../../lib/sites.ts';

/** The start page: every known site with the ways into it. */
export function OverviewPage() {
  const { sites, isLoading, error, retry } = useKnownSites();
  return (
    <div>
      <PageHeader
        title="Overview"
        description="Your sites, found in your website audits or added by id. Pick one to see its AI visibility, marketing plan and report."
      />
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
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Sites">
        {sites.map((s) => (
          <li key={s.id}>
            <Card className="h-full">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h2 className="font-semibold">{s.name}</h2>
                  <p className="text-sm text-slate-600">{s.url ? siteLabel(s.url) : 'Added by id'}</p>
                </div>
                <Badge>#{s.id}</Badge>
              </div>
              <div className="mt-4 flex flex-wrap gap-3 text-sm font-medium">
                <Link
                  to="/sites/$siteId/ai"
                  params={{ siteId: String(s.id) }}
                  className="text-indigo-700 underline"
                >
                  AI visibility
                </Link>
                <Link
                  to="/sites/$siteId/plan"
                  params={{ siteId: String(s.id) }}
                  className="text-indigo-700 underline"
                >
                  Marketing plan
                </Link>
                <Link
                  to="/reports/$siteId"
                  params={{ siteId: String(s.id) }}
                  className="text-indigo-700 underline"
                >
                  Report
                </Link>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
