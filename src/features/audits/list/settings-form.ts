import type { AuditSettings } from '../../../api/audit-inputs.ts';
import { formatNumber } from '../../../lib/format.ts';
import { SETTING_FIELDS, type SettingField, type SettingKey } from './settings-fields.ts';

/** What the form holds: every setting as the text of its control ("1"/"0" for flags), so nothing typed is lost. */
export type SettingsDraft = Record<SettingKey, string>;
export type SettingsErrors = Partial<Record<SettingKey, string>>;

const FIELD = new Map(SETTING_FIELDS.map((f) => [f.key, f]));
export const fieldOf = (key: SettingKey): SettingField | undefined => FIELD.get(key);

const defaultText = (f: SettingField) => (f.default === null ? '' : String(f.default));

export function initialDraft(): SettingsDraft {
  return Object.fromEntries(SETTING_FIELDS.map((f) => [f.key, defaultText(f)])) as SettingsDraft;
}

/** "1,000" / "not set" — how the default reads beside a field. */
export function describeDefault(f: SettingField): string {
  if (f.kind === 'flag') return f.default === 1 ? 'on' : 'off';
  if (f.kind === 'number') return formatNumber(f.default);
  if (f.kind === 'choice') return f.options.find((o) => o.value === f.default)?.label ?? String(f.default);
  return f.default === null ? 'not set' : f.default.replace(/,/g, ', ');
}

const normalList = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .join(',');

/** Pairs a minimum with the maximum it must not exceed. */
const MIN_MAX: readonly [SettingKey, SettingKey, string][] = [
  ['min_title_len', 'max_title_len', 'the longest title'],
  ['min_description_len', 'max_description_len', 'the longest meta description'],
];

function numberError(f: SettingField & { kind: 'number' }, raw: string): string | undefined {
  const range = `${formatNumber(f.min)} to ${formatNumber(f.max)}`;
  const text = raw.trim();
  if (text === '') return `Enter a whole number from ${range} (default ${formatNumber(f.default)}).`;
  if (!/^-?\d+$/.test(text)) return `Whole numbers only, from ${range}.`;
  const n = Number(text);
  if (n < f.min || n > f.max) return `Must be from ${range}.`;
  return undefined;
}

const PARAM = /^[A-Za-z0-9_.\-[\]]+$/;
const PATH = /^(\/|https?:\/\/)/i;

/** The error of one field, at the field, before any request (range, cross-field and dependent checks). */
export function fieldError(key: SettingKey, draft: SettingsDraft): string | undefined {
  const f = FIELD.get(key);
  if (!f) return undefined;
  const raw = draft[key] ?? '';
  if (f.kind === 'number') {
    const own = numberError(f, raw);
    if (own) return own;
    const pair = MIN_MAX.find(([min]) => min === key);
    if (pair) {
      const max = Number(draft[pair[1]]);
      if (Number.isInteger(max) && Number(raw) > max)
        return `Must not be more than ${pair[2]} (${formatNumber(max)}).`;
    }
    return undefined;
  }
  if (f.kind === 'flag') return raw === '0' || raw === '1' ? undefined : 'Choose on or off.';
  if (f.kind === 'choice')
    return f.options.some((o) => String(o.value) === raw) ? undefined : 'Choose one of the options.';
  const text = raw.trim();
  if (key === 'custom_params') {
    if (draft.ignore_params === '2' && normalList(text) === '')
      return 'List at least one parameter, or choose another "Ignore URL parameters" option.';
    const bad = text
      .split(',')
      .map((p) => p.trim())
      .find((p) => p !== '' && !PARAM.test(p));
    return bad ? `“${bad}” is not a parameter name (letters, digits, _ . - only).` : undefined;
  }
  if (key === 'allow' || key === 'disallow' || key === 'hide')
    return text === '' || PATH.test(text) ? undefined : 'Start the path with /, e.g. /blog/.';
  if (key === 'login' && text === '' && (draft.password ?? '') !== '')
    return 'Enter the login that goes with the password.';
  return undefined;
}

export function validateDraft(draft: SettingsDraft): SettingsErrors {
  const out: SettingsErrors = {};
  for (const f of SETTING_FIELDS) {
    const e = fieldError(f.key, draft);
    if (e) out[f.key] = e;
  }
  return out;
}

/** The value a field sends, or undefined when it is the service's default (so it is left out). */
function changedValue(f: SettingField, raw: string): string | number | undefined {
  if (f.kind === 'password') return raw === '' ? undefined : raw;
  if (f.kind === 'text') {
    const text = f.key === 'custom_params' ? normalList(raw) : raw.trim();
    const def = f.default === null ? '' : f.key === 'custom_params' ? normalList(f.default) : f.default;
    return text === def || text === '' ? undefined : text;
  }
  const n = Number(raw.trim());
  return Number.isInteger(n) && n !== f.default ? n : undefined;
}

/** Only the valid settings that differ from the spec's defaults: the create body's `settings`. */
export function changedSettings(draft: SettingsDraft): AuditSettings {
  const out: Record<string, string | number> = {};
  for (const f of SETTING_FIELDS) {
    if (fieldError(f.key, draft)) continue;
    const v = changedValue(f, draft[f.key] ?? '');
    if (v !== undefined) out[f.key] = v;
  }
  return out as AuditSettings;
}

/** max_pages as the cost reads it: the typed value when valid, else the default. */
export function maxPagesOf(draft: SettingsDraft): number {
  const f = FIELD.get('max_pages');
  const n = Number(draft.max_pages);
  const def = f?.kind === 'number' ? f.default : 1000;
  return f?.kind === 'number' && !numberError(f, draft.max_pages) ? n : def;
}

export const MAX_TITLE = 300;

/**
 * The address of the site to crawl. The service takes a domain: given a page's address it drops the path and
 * crawls (and charges for) the whole domain, so a path or query is refused here rather than silently widened.
 * The scheme and a lone trailing slash still name the whole site.
 */
export function domainError(domain: string): string | undefined {
  const text = domain.trim().toLowerCase();
  if (text === '') return 'Enter the domain to audit, e.g. example.com.';
  const rest = text.replace(/^https?:\/\//, '');
  const host = rest.split(/[/?#]/)[0] ?? '';
  if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host)) return 'Enter a domain such as example.com.';
  return rest.replace(/\/$/, '') === host
    ? undefined
    : `An audit crawls a whole site, not one page or path: give the domain only, e.g. ${host}.`;
}

export function titleError(title: string): string | undefined {
  return title.trim().length > MAX_TITLE
    ? `At most ${MAX_TITLE} characters (now ${title.trim().length}).`
    : undefined;
}
