import { HttpError } from '../../http.ts';

/** One row of the spec's "Audit settings" table. */
interface SettingDef {
  key: string;
  kind: 'int' | 'string';
  min?: number;
  max?: number;
  def: number | string | null;
}

const flag = (key: string, def: 0 | 1): SettingDef => ({ key, kind: 'int', min: 0, max: 1, def });
const range = (key: string, min: number, max: number, def: number): SettingDef => ({
  key,
  kind: 'int',
  min,
  max,
  def,
});
const text = (key: string, def: string | null): SettingDef => ({ key, kind: 'string', def });

export const SETTING_DEFS: readonly SettingDef[] = [
  flag('source_site', 1),
  flag('source_sitemap', 1),
  flag('source_subdomain', 0),
  flag('source_file', 0),
  flag('check_robots', 1),
  range('ignore_params', 0, 2, 0),
  text('custom_params', 'utm_source,utm_medium,utm_term,utm_content,utm_campaign'),
  flag('ignore_noindex', 0),
  flag('ignore_nofollow', 0),
  range('user_agent', 0, 13, 0),
  text('login', null),
  text('password', null),
  range('max_pages', 1, 300_000, 1000),
  range('max_depth', 1, 100, 10),
  range('max_req', 1, 500, 500),
  range('max_redirects', 1, 50, 5),
  range('min_title_len', 1, 10_000, 20),
  range('max_title_len', 1, 10_000, 65),
  range('min_description_len', 1, 10_000, 1),
  range('max_description_len', 1, 10_000, 158),
  range('max_size', 1, 100_000, 3000),
  range('min_words', 1, 10_000, 250),
  range('max_h1_len', 1, 10_000, 100),
  range('max_h2_len', 1, 10_000, 100),
  text('allow', null),
  text('disallow', null),
  text('hide', null),
];

export type AuditSettings = Record<string, number | string | null>;

export function defaultSettings(): AuditSettings {
  return Object.fromEntries(SETTING_DEFS.map((d) => [d.key, d.def]));
}

function intValue(d: SettingDef, raw: unknown): number {
  // Liberal in what we accept: "5" and booleans for the 0/1 flags are harmless.
  let n: number | undefined;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)) n = Number(raw);
  else if (typeof raw === 'boolean' && d.max === 1) n = raw ? 1 : 0;
  if (n === undefined || !Number.isInteger(n) || n < (d.min ?? 0) || n > (d.max ?? 0)) {
    const allowed = d.max === 1 ? '0 or 1' : `an integer between ${d.min} and ${d.max}`;
    throw new HttpError(400, `settings.${d.key} must be ${allowed}`);
  }
  return n;
}

function stringValue(d: SettingDef, raw: unknown): string | null {
  if (raw === null || raw === '') return typeof d.def === 'string' ? d.def : null;
  if (d.key === 'custom_params' && Array.isArray(raw) && raw.every((x) => typeof x === 'string')) {
    return raw.join(',');
  }
  if (typeof raw !== 'string') {
    const what = d.key === 'custom_params' ? 'a comma-separated string' : 'a string or null';
    throw new HttpError(400, `settings.${d.key} must be ${what}`);
  }
  return raw;
}

/** The create body's `settings` (only overridden keys) merged over the defaults; 400 names the setting. */
export function parseSettings(input: unknown): AuditSettings {
  const out = defaultSettings();
  if (input === undefined || input === null) return out;
  if (typeof input !== 'object' || Array.isArray(input))
    throw new HttpError(400, 'settings must be an object');
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    const d = SETTING_DEFS.find((s) => s.key === key);
    if (!d) throw new HttpError(400, `settings.${key} is not a known audit setting`);
    out[key] = d.kind === 'int' ? intValue(d, raw) : stringValue(d, raw);
  }
  return out;
}

export function settingInt(s: AuditSettings, key: string): number {
  const v = s[key];
  if (typeof v === 'number') return v;
  const d = SETTING_DEFS.find((x) => x.key === key);
  return typeof d?.def === 'number' ? d.def : 0;
}
