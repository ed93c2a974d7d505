import type { BacklinkOverview } from '../../api/backlink-schemas.ts';
import { csvName, tableOf, type CsvTable } from '../../lib/csv-table.ts';

type TopDomain = BacklinkOverview['domains']['top_domains'][number];
type TopAnchor = BacklinkOverview['anchors']['top_anchors']['links'][number];

/**
 * The overview's top lists as CSV: the referring domains and the two anchor rankings, each row with the report it
 * comes from (a count the service did not give stays empty, never 0).
 */
export function topDomainsCsv(o: BacklinkOverview, readAt: number): CsvTable {
  return tableOf<TopDomain>(
    csvName(['backlinks', o.target, 'top-domains'], readAt),
    o.domains.top_domains,
    [
      { header: 'report_id', value: () => o.report_id },
      { header: 'target', value: () => o.target },
      { header: 'domain', value: (t) => t.domain },
      { header: 'backlinks', value: (t) => t.count },
      { header: 'name', value: (t) => t.name },
      { header: 'country', value: (t) => t.country },
    ],
    readAt,
  );
}

export function topAnchorsCsv(o: BacklinkOverview, by: 'links' | 'domains', readAt: number): CsvTable {
  return tableOf<TopAnchor>(
    csvName(['backlinks', o.target, `top-anchors-by-${by}`], readAt),
    o.anchors.top_anchors[by],
    [
      { header: 'report_id', value: () => o.report_id },
      { header: 'target', value: () => o.target },
      { header: 'anchor', value: (a) => a.anchor },
      { header: by === 'links' ? 'backlinks' : 'referring_domains', value: (a) => a.count },
    ],
    readAt,
  );
}
