import type {
  AnchorItem,
  BacklinkItem,
  BacklinkReport,
  ReferringDomain,
} from '../../api/backlink-schemas.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { csvName, tableOf, type CsvColumn, type CsvTable } from '../../lib/csv-table.ts';

/** Every field of each table's items, in the order of the spec's field lists, as CSV columns. */

/** A flag that is not a boolean (an image address, should one arrive) is written as it came. */
const flag = (v: boolean | string | null | undefined): CsvValue => v;

export const REPORT_CSV: CsvColumn<BacklinkReport>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'target', value: (r) => r.target },
  { header: 'mode', value: (r) => r.mode },
  { header: 'backlinks', value: (r) => r.backlinks },
  { header: 'refdomains', value: (r) => r.refdomains },
  { header: 'created', value: (r) => r.created },
];

export const BACKLINK_CSV: CsvColumn<BacklinkItem>[] = [
  { header: 'id', value: (b) => b.id },
  { header: 'url', value: (b) => b.url },
  { header: 'title', value: (b) => b.title },
  { header: 'anchor_id', value: (b) => b.anchor_id },
  { header: 'domain_id', value: (b) => b.domain_id },
  { header: 'image', value: (b) => flag(b.image) },
  { header: 'nofollow', value: (b) => flag(b.nofollow) },
  { header: 'inlink_rank', value: (b) => b.inlink_rank },
  { header: 'first_seen', value: (b) => b.first_seen },
  { header: 'last_visited', value: (b) => b.last_visited },
  { header: 'page_id', value: (b) => b.page_id },
  { header: 'ugc', value: (b) => flag(b.ugc) },
  { header: 'sponsored', value: (b) => flag(b.sponsored) },
  { header: 'lost_date', value: (b) => b.lost_date },
  { header: 'anchor', value: (b) => b.anchor },
  { header: 'url_to', value: (b) => b.url_to },
  { header: 'domain_inlink_rank', value: (b) => b.domain_inlink_rank },
];

export const DOMAIN_CSV: CsvColumn<ReferringDomain>[] = [
  { header: 'id', value: (d) => d.id },
  { header: 'domain', value: (d) => d.domain },
  { header: 'domain_inlink_rank', value: (d) => d.domain_inlink_rank },
  { header: 'backlinks', value: (d) => d.backlinks },
  { header: 'first_seen', value: (d) => d.first_seen },
  { header: 'lost_date', value: (d) => d.lost_date },
];

export const ANCHOR_CSV: CsvColumn<AnchorItem>[] = [
  { header: 'id', value: (a) => a.id },
  { header: 'anchor', value: (a) => a.anchor },
  { header: 'domains', value: (a) => a.domains },
  { header: 'backlinks', value: (a) => a.backlinks },
  { header: 'first_seen', value: (a) => a.first_seen },
  { header: 'last_visited', value: (a) => a.last_visited },
  { header: 'dofollow', value: (a) => (a.dofollow === undefined ? null : a.dofollow) },
  { header: 'words', value: (a) => a.words },
];

/** The backlinks read so far, under a status filter ("all" leaves the status out of the file name). */
export const backlinksCsv = (
  rows: readonly BacklinkItem[],
  status: string,
  target: string,
  readAt: number,
): CsvTable =>
  tableOf(
    csvName(['backlinks', status === 'all' ? undefined : status, target], readAt),
    rows,
    BACKLINK_CSV,
    readAt,
  );
