import type { AuditSettings } from '../../../api/audit-inputs.ts';
import { CRAWLERS } from '../shared/service-names.ts';

/**
 * Every row of the spec's "Audit settings" table, with its default and allowed values, grouped as a person
 * thinks about a crawl. The form, its checks and the "only changed settings are sent" rule all read this.
 */
export type SettingKey = keyof AuditSettings;

interface Base {
  key: SettingKey;
  label: string;
  /** the spec's "Meaning" column, said for a person */
  help?: string;
}
export interface FlagField extends Base {
  kind: 'flag';
  default: 0 | 1;
}
export interface NumberField extends Base {
  kind: 'number';
  default: number;
  min: number;
  max: number;
  unit?: string;
}
export interface ChoiceField extends Base {
  kind: 'choice';
  default: number;
  options: readonly { value: number; label: string }[];
}
export interface TextField extends Base {
  kind: 'text' | 'password';
  /** null: the service's default is "not set" */
  default: string | null;
  placeholder?: string;
}
export type SettingField = FlagField | NumberField | ChoiceField | TextField;

export interface SettingGroup {
  id: string;
  title: string;
  description?: string;
  fields: readonly SettingField[];
}

const flag = (key: SettingKey, def: 0 | 1, label: string, help?: string): FlagField => ({
  key,
  kind: 'flag',
  default: def,
  label,
  help,
});
const range = (key: SettingKey, def: number, min: number, max: number, label: string, unit?: string) =>
  ({ key, kind: 'number', default: def, min, max, label, unit }) satisfies NumberField;

/** user_agent 0-13: the spec's numbers, each named as the service names its crawler (shared/service-names.ts). */
export const USER_AGENTS: readonly { value: number; label: string }[] = CRAWLERS.map((label, value) => ({
  value,
  label,
}));

export const DEFAULT_CUSTOM_PARAMS = 'utm_source,utm_medium,utm_term,utm_content,utm_campaign';

export const SETTING_GROUPS: readonly SettingGroup[] = [
  {
    id: 'sources',
    title: 'Sources',
    description: 'Where the crawler finds pages.',
    fields: [
      flag(
        'source_site',
        1,
        'Follow internal links from the homepage',
        'Off: only the sitemap or your list.',
      ),
      flag('source_sitemap', 1, 'Scan the sitemap file'),
      flag('source_subdomain', 0, 'Scan subdomains', 'Off: links to subdomains count as external.'),
      flag('source_file', 0, 'Use a custom page list'),
      flag('check_robots', 1, 'Obey the robots file'),
    ],
  },
  {
    id: 'limits',
    title: 'Crawl limits',
    description: 'How far and how fast the crawl goes. max_pages also caps the cost.',
    fields: [
      range('max_pages', 1000, 1, 300_000, 'Maximum pages', 'pages'),
      range('max_depth', 10, 1, 100, 'Maximum crawl depth', 'levels'),
      range('max_req', 500, 1, 500, 'Requests per second'),
      range('max_redirects', 5, 1, 50, 'Redirects followed'),
    ],
  },
  {
    id: 'ignore',
    title: 'Parameters and ignored pages',
    fields: [
      {
        key: 'ignore_params',
        kind: 'choice',
        default: 0,
        label: 'Ignore URL parameters',
        options: [
          { value: 0, label: 'None' },
          { value: 1, label: 'All parameters' },
          { value: 2, label: 'The custom list below' },
        ],
      },
      {
        key: 'custom_params',
        kind: 'text',
        default: DEFAULT_CUSTOM_PARAMS,
        label: 'Custom parameter list',
        help: 'Comma-separated; used when "Ignore URL parameters" is the custom list.',
      },
      flag('ignore_noindex', 0, 'Ignore noindex pages'),
      flag('ignore_nofollow', 0, 'Ignore nofollow links'),
    ],
  },
  {
    id: 'thresholds',
    title: 'Length and size thresholds',
    description: 'Pages outside these bounds are reported as issues.',
    fields: [
      range('min_title_len', 20, 1, 10_000, 'Shortest title', 'characters'),
      range('max_title_len', 65, 1, 10_000, 'Longest title', 'characters'),
      range('min_description_len', 1, 1, 10_000, 'Shortest meta description', 'characters'),
      range('max_description_len', 158, 1, 10_000, 'Longest meta description', 'characters'),
      range('max_h1_len', 100, 1, 10_000, 'Longest H1', 'characters'),
      range('max_h2_len', 100, 1, 10_000, 'Longest H2', 'characters'),
      range('min_words', 250, 1, 10_000, 'Fewest words on a page', 'words'),
      range('max_size', 3000, 1, 100_000, 'Largest page', 'KB'),
    ],
  },
  {
    id: 'login',
    title: 'Basic-auth login',
    description: 'For a site behind HTTP basic authentication.',
    fields: [
      { key: 'login', kind: 'text', default: null, label: 'Login' },
      { key: 'password', kind: 'password', default: null, label: 'Password' },
    ],
  },
  {
    id: 'paths',
    title: 'Allow, disallow and hide',
    description: 'Paths such as /blog/.',
    fields: [
      {
        key: 'allow',
        kind: 'text',
        default: null,
        label: 'Crawl only URLs starting with',
        placeholder: '/shop/',
      },
      {
        key: 'disallow',
        kind: 'text',
        default: null,
        label: 'Do not crawl URLs starting with',
        placeholder: '/cart/',
      },
      {
        key: 'hide',
        kind: 'text',
        default: null,
        label: 'Hide from the report URLs starting with',
        placeholder: '/tmp/',
      },
    ],
  },
  {
    id: 'agent',
    title: 'User agent',
    fields: [{ key: 'user_agent', kind: 'choice', default: 0, label: 'Crawl as', options: USER_AGENTS }],
  },
];

export const SETTING_FIELDS: readonly SettingField[] = SETTING_GROUPS.flatMap((g) => g.fields);
