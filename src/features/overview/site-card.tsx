import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { auditsQueries } from '../../api/audits.ts';
import { backlinksQueries } from '../../api/backlinks.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { fromBacklinkIndex } from '../../lib/figure-source.ts';
import { comparedText } from '../../lib/period-change.ts';
import { siteLabel, type KnownSite } from '../../lib/sites.ts';
import { Change } from '../../components/change.tsx';
import { siteAudit, siteBacklinks } from './overview-figures.ts';
import { SiteAi } from './site-ai.tsx';
import { SITE_REPORTS } from './first-reads.ts';

const link = 'text-indigo-700 underline';

/** One site's morning figures: audit score and change, AI presence and change, latest backlink totals. */
export function SiteCard({ site, range }: { site: KnownSite; range: { from: string; to: string } }) {
  const audits = useQuery(auditsQueries.every());
  const reports = useQuery(backlinksQueries.list(SITE_REPORTS));
  const audit = audits.data ? siteAudit(audits.data.items, site.id) : undefined;
  const backlinks = reports.data ? siteBacklinks(reports.data.reports, site.url) : undefined;
  return (
    <Card className="h-full" aria-label={`${site.name} (#${site.id})`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{site.name}</h2>
          <p className="text-sm break-words text-slate-600">
            {site.url ? siteLabel(site.url) : 'Added by id'}
          </p>
        </div>
        <Badge>#{site.id}</Badge>
      </div>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-600">Audit score</dt>
          <dd>
            {!audit ? (
              <span className="text-slate-600">{audits.data ? 'No audit yet' : 'Reading audits…'}</span>
            ) : audit.score === null ? (
              <span className="text-slate-600">No score yet ({audit.status})</span>
            ) : (
              <>
                <span className="text-lg font-semibold tabular-nums">{formatNumber(audit.score)}</span>{' '}
                <Change value={audit.change} words="points since the run before" />{' '}
                <span className="text-xs text-slate-600">
                  {audit.lastUpdate ? `on ${formatDate(audit.lastUpdate)}, ` : ''}against the run before
                </span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">AI presence: daily {comparedText(range)}</dt>
          <dd>
            <SiteAi siteId={site.id} range={range} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Backlinks</dt>
          <dd>
            {reports.error ? (
              <span className="text-slate-600">Backlink reports could not be read.</span>
            ) : !reports.data ? (
              <span className="text-slate-500">Reading backlink reports…</span>
            ) : !backlinks ? (
              <span className="text-slate-600">No backlink report on this domain yet</span>
            ) : (
              <>
                <span className="font-semibold tabular-nums">{formatNumber(backlinks.backlinks)}</span>{' '}
                backlinks,{' '}
                <span className="font-semibold tabular-nums">{formatNumber(backlinks.refdomains)}</span>{' '}
                referring domains
                {/* the audit's domain figures come from its crawl, on another day: say where these were read */}
                <span className="block text-xs text-slate-600">{fromBacklinkIndex(backlinks.created)}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3 text-sm font-medium">
        <Link to="/sites/$siteId/ai" params={{ siteId: site.id }} className={link}>
          AI visibility
        </Link>
        <Link to="/sites/$siteId/plan" params={{ siteId: site.id }} className={link}>
          Marketing plan
        </Link>
        <Link to="/reports/$siteId" params={{ siteId: site.id }} className={link}>
          Report
        </Link>
      </div>
    </Card>
  );
}
