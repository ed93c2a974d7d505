import type {
  AnchorItem,
  BacklinkItem,
  BacklinkReport,
  ReferringDomain,
} from '../../api/backlink-schemas.ts';
import { fieldColumns } from '../../lib/csv-fields.ts';
import { csvName, tableOf, type CsvColumn, type CsvTable } from '../../lib/csv-table.ts';

/** Every field of each table's items, in the order of the spec's field lists, as CSV columns. */

export const REPORT_CSV = fieldColumns<BacklinkReport>(
  'id',
  'target',
  'mode',
  'backlinks',
  'refdomains',
  'created',
);

// each flag (image, nofollow, ugc, sponsored) as it came: one that is not a boolean (an image address) stays so
export const BACKLINK_CSV = fieldColumns<BacklinkItem>(
  'id',
  'url',
  'title',
  'anchor_id',
  'domain_id',
  'image',
  'nofollow',
  'inlink_rank',
  'first_seen',
  'last_visited',
  'page_id',
  'ugc',
  'sponsored',
  'lost_date',
  'anchor',
  'url_to',
  'domain_inlink_rank',
);

export const DOMAIN_CSV = fieldColumns<ReferringDomain>(
  'id',
  'domain',
  'domain_inlink_rank',
  'backlinks',
  'first_seen',
  'lost_date',
);

export const ANCHOR_CSV: CsvColumn<AnchorItem>[] = [
  ...fieldColumns<AnchorItem>('id', 'anchor', 'domains', 'backlinks', 'first_seen', 'last_visited'),
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
