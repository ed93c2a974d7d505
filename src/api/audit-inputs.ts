/** What the dashboard sends to the audit endpoints: input types and the exact body/query they become. */

/** Audit crawl settings (spec: "Audit settings"); every key optional, only overridden ones are sent. */
export interface AuditSettings {
  source_site?: 0 | 1;
  source_sitemap?: 0 | 1;
  source_subdomain?: 0 | 1;
  source_file?: 0 | 1;
  check_robots?: 0 | 1;
  /** 0 none, 1 all, 2 the custom list */
  ignore_params?: 0 | 1 | 2;
  /** comma-separated; used when ignore_params is 2 */
  custom_params?: string;
  ignore_noindex?: 0 | 1;
  ignore_nofollow?: 0 | 1;
  /** 0-13, crawler identity */
  user_agent?: number;
  login?: string | null;
  password?: string | null;
  /** 1-300000 */
  max_pages?: number;
  /** 1-100 */
  max_depth?: number;
  /** 1-500 */
  max_req?: number;
  /** 1-50 */
  max_redirects?: number;
  min_title_len?: number;
  max_title_len?: number;
  min_description_len?: number;
  max_description_len?: number;
  /** kilobytes */
  max_size?: number;
  min_words?: number;
  max_h1_len?: number;
  max_h2_len?: number;
  allow?: string | null;
  disallow?: string | null;
  hide?: string | null;
}

/** Settings with unset keys removed (null and '' are the service's own defaults); undefined when nothing is left. */
export function auditSettingsBody(settings: AuditSettings | undefined): AuditSettings | undefined {
  if (!settings) return undefined;
  const entries = Object.entries(settings).filter(
    ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
  );
  return entries.length ? (Object.fromEntries(entries) as AuditSettings) : undefined;
}

export type AuditKind = 'standard' | 'advanced';
export interface CreateAuditInput {
  domain: string;
  /** default: the domain; max 300 characters */
  title?: string;
  /** only the keys that differ from the service's defaults */
  settings?: AuditSettings;
}
export interface AuditListParams {
  limit?: number;
  offset?: number;
  /** matches title or URL */
  search?: string;
  date_start?: string;
  date_end?: string;
}
export interface PageParams {
  limit?: number;
  offset?: number;
}
export interface IssuePagesParams extends PageParams {
  /** issue code from the report */
  code: string;
}
/** The page whose issues are read: its id from the pages list, or its full URL. */
export type PageRef = { url_id: number | string } | { url: string };
export type LinkFilterParam = 'status' | 'type' | 'source_noindex' | 'nofollow' | 'anchor_type';
export interface LinkFilter {
  param: LinkFilterParam;
  value: string | number;
  /** joins this condition to the previous one; sent as `and` from index 1 on when unset */
  type?: 'and' | 'or';
}
export interface AuditLinksParams extends PageParams {
  page_type?: 'internal' | 'external' | 'all';
  filter?: readonly LinkFilter[];
}

/** Create body: `{domain, title?, settings?}`, with title and settings left out when unset. */
export function createAuditBody(input: CreateAuditInput): Record<string, unknown> {
  const settings = auditSettingsBody(input.settings);
  return {
    domain: input.domain.trim(),
    ...(input.title?.trim() ? { title: input.title.trim() } : {}),
    ...(settings ? { settings } : {}),
  };
}

/**
 * `filter[i][param|value|type]`: the service errors when a condition from index 1 on lacks `type`, so it is
 * always sent there (default `and`); on index 0 it joins nothing and is sent only when given. Conditions with
 * an empty value are dropped before indexing so the indexes stay contiguous.
 */
export function linkFilterQuery(filters: readonly LinkFilter[] = []) {
  return filters
    .filter((f) => String(f.value).trim() !== '')
    .map((f, i) => ({
      param: f.param,
      value: String(f.value),
      ...(i > 0 ? { type: f.type ?? 'and' } : f.type ? { type: f.type } : {}),
    }));
}
