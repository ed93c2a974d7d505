/**
 * page_data of a page's issues, grouped as the spec lists it (spec "Page issues response"): on-page, technical,
 * links and summary; keys the spec does not name go to "Other" rather than being dropped.
 */
export const PAGE_DATA_GROUPS: readonly { id: string; title: string; keys: readonly string[] }[] = [
  {
    id: 'on-page',
    title: 'On-page',
    keys: [
      'title',
      'description',
      'h1',
      'h2',
      'words',
      'robots',
      'canonical',
      'lang',
      'chars',
      'title_len',
      'h1_len',
      'h2_len',
      'description_len',
      'h1_count',
      'h2_count',
      'h3_count',
      'h4_count',
      'title_hash',
      'description_hash',
      'h1_hash',
    ],
  },
  {
    id: 'technical',
    title: 'Technical',
    keys: [
      'js_size',
      'css_size',
      'img_size',
      'cache',
      'encoding',
      'html_ratio',
      'js',
      'css',
      'doc',
      'img',
      'ext_js',
      'ext_doc',
      'time_check',
    ],
  },
  {
    id: 'links',
    title: 'Links',
    keys: ['inlinks', 'total_links', 'redirect_links', 'redirect_count', 'refpages'],
  },
  {
    id: 'summary',
    title: 'Summary',
    keys: [
      'issues_count',
      'errors_count',
      'warnings_count',
      'notices_count',
      'num_keywords',
      'traffic_forecast',
    ],
  },
];

export interface DataGroup {
  id: string;
  title: string;
  rows: { key: string; value: unknown }[];
}

/** Groups in the spec's order with only the keys present; an "Other" group holds the rest. */
export function groupPageData(data: Record<string, unknown> | null | undefined): DataGroup[] {
  if (!data) return [];
  const seen = new Set<string>();
  const groups: DataGroup[] = PAGE_DATA_GROUPS.map((g) => ({
    id: g.id,
    title: g.title,
    rows: g.keys
      .filter((k) => k in data)
      .map((k) => {
        seen.add(k);
        return { key: k, value: data[k] };
      }),
  }));
  const other = Object.keys(data)
    .filter((k) => !seen.has(k))
    .map((k) => ({ key: k, value: data[k] }));
  if (other.length) groups.push({ id: 'other', title: 'Other', rows: other });
  return groups.filter((g) => g.rows.length > 0);
}

/** Sizes in bytes read as KB; everything else as given. null is "no data". */
export function formatDataValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /_size$/.test(key))
    return `${(value / 1024).toLocaleString(undefined, { maximumFractionDigits: 1 })} KB`;
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
