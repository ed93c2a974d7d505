import type { BacklinkOverview } from '../../api/backlink-schemas.ts';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { ExportCsvButton } from '../../components/data-table/export-csv-button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { fromBacklinkIndex } from '../../lib/figure-source.ts';
import { BarList } from './bar-list.tsx';
import { ProfileChart } from './profile-chart.tsx';
import { topAnchorsCsv, topDomainsCsv } from './overview-csv.ts';
import { StatList } from './stat-list.tsx';
import {
  backlinkProfileSeries,
  barList,
  countryName,
  domainTargetSeries,
  networkValue,
  type BarListRow,
} from './to-series.ts';

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}

const ANCHOR_RANKINGS = {
  links: { title: 'Top anchors by backlinks', value: 'Backlinks', exportLabel: 'Export by backlinks (CSV)' },
  domains: {
    title: 'Top anchors by referring domains',
    value: 'Referring domains',
    exportLabel: 'Export by domains (CSV)',
  },
} as const;

/** One of the two anchor rankings of the overview, with its export. */
function AnchorsCard({
  overview,
  by,
  rows,
  readAt,
}: {
  overview: BacklinkOverview;
  by: 'links' | 'domains';
  rows: BarListRow<BacklinkOverview['anchors']['top_anchors']['links'][number]>[];
  readAt: number;
}) {
  const r = ANCHOR_RANKINGS[by];
  return (
    <Card>
      <CardTitle
        action={
          <ExportCsvButton
            build={() => topAnchorsCsv(overview, by, readAt)}
            disabled={!rows.length}
            label={r.exportLabel}
          />
        }
      >
        {r.title}
      </CardTitle>
      <BarList caption={r.title} labelHeader="Anchor" valueHeader={r.value} rows={rows} />
    </Card>
  );
}

/** The report at a glance: ranks, totals, where the links come from and with which words. */
export function OverviewTab({ overview: o, readAt }: { overview: BacklinkOverview; readAt: number }) {
  const b = o.backlinks;
  const d = o.domains;
  const topDomains = barList(
    d.top_domains,
    (t) => t.domain,
    (t) => t.count,
  );
  const byLinks = barList(
    o.anchors.top_anchors.links,
    (a) => a.anchor,
    (a) => a.count,
  );
  const byDomains = barList(
    o.anchors.top_anchors.domains,
    (a) => a.anchor,
    (a) => a.count,
  );
  return (
    <div className="flex flex-col gap-4">
      {/* an audit of the domain shows counts from its own crawl, on another day: say where these were read */}
      <p className="-mb-2 text-xs text-slate-600">{fromBacklinkIndex(o.created)}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Tile label="Inlink rank" value={formatNumber(o.inlink_rank)} />
        <Tile label="Domain inlink rank" value={formatNumber(o.domain_inlink_rank)} />
        <Tile
          label="Backlinks"
          value={formatNumber(b.total)}
          hint={`${formatNumber(b.backlinks_saved)} saved`}
        />
        <Tile
          label="Referring domains"
          value={formatNumber(d.total)}
          hint={`${formatNumber(d.domains_saved)} saved`}
        />
        <Tile label="Anchors" value={formatNumber(o.anchors.total)} />
        <Tile label="Backlinks per domain" value={formatNumber(b.per_domain, { maximumFractionDigits: 2 })} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardTitle>Backlinks</CardTitle>
          <ProfileChart data={backlinkProfileSeries(o)} />
          <StatList
            label="Backlink totals"
            items={[
              ['All backlinks', formatNumber(b.total)],
              ['Saved in this report', formatNumber(b.backlinks_saved)],
              ['To the homepage', formatNumber(b.backlinks_to_homepage)],
              ['Nofollow', formatNumber(b.nofollow_backlinks)],
              ['From .edu sites', formatNumber(b.edu_backlinks)],
              ['From .gov sites', formatNumber(b.gov_backlinks)],
              ['Per referring domain', formatNumber(b.per_domain, { maximumFractionDigits: 2 })],
            ]}
          />
        </Card>
        <Card>
          <CardTitle>Referring domains</CardTitle>
          <ProfileChart data={domainTargetSeries(o)} className="text-teal-600" />
          <StatList
            label="Domain totals"
            items={[
              ['All referring domains', formatNumber(d.total)],
              ['Saved in this report', formatNumber(d.domains_saved)],
              ['Link to the homepage', formatNumber(d.domains_to_homepage)],
              ['Link to other pages', formatNumber(d.domains_to_otherpage)],
              ['IP addresses', networkValue(o.ips)],
              ['Subnets', networkValue(o.subnets)],
            ]}
          />
        </Card>
      </div>
      <Card>
        <CardTitle
          action={
            <ExportCsvButton
              build={() => topDomainsCsv(o, readAt)}
              disabled={!d.top_domains.length}
              label="Export top domains (CSV)"
            />
          }
        >
          Top referring domains
        </CardTitle>
        <BarList
          caption="Top referring domains by backlinks"
          labelHeader="Domain"
          valueHeader="Backlinks"
          rows={topDomains}
          extra={[
            { header: 'Name', cell: (t) => t.name ?? '—' },
            { header: 'Country', cell: (t) => countryName(t.country) },
          ]}
        />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <AnchorsCard overview={o} by="links" rows={byLinks} readAt={readAt} />
        <AnchorsCard overview={o} by="domains" rows={byDomains} readAt={readAt} />
      </div>
    </div>
  );
}
