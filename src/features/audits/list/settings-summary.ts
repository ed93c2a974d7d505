import { SETTING_FIELDS, type SettingKey } from './settings-fields.ts';
import { changedSettings, fieldOf, validateDraft, type SettingsDraft } from './settings-form.ts';
import { plural } from '../../../lib/plural.ts';

const defaultText = (key: SettingKey) => {
  const d = fieldOf(key)?.default;
  return d === null || d === undefined ? '' : String(d);
};
const label = (key: SettingKey) => fieldOf(key)?.label ?? key;
const count = (n: number, one: string, many: string) => `${n} ${plural(n, one, many)}`;

/** A setting to send, in the form's own words: "Maximum pages: 60", "Crawl as: Firefox on Linux". */
function said(key: SettingKey, value: unknown): string {
  const field = fieldOf(key);
  if (key === 'password') return label(key);
  if (field?.kind === 'choice')
    return `${field.label}: ${field.options.find((o) => o.value === Number(value))?.label ?? String(value)}`;
  if (field?.kind === 'flag') return `${field.label}: ${Number(value) === 1 ? 'on' : 'off'}`;
  return `${label(key)}: ${String(value)}`;
}

/**
 * The line under the settings: how many differ from the defaults — counting those changed to a value the
 * service would refuse, which are not sent (changedSettings leaves them out) and must not read as "at their
 * defaults" — which need fixing, and what a start would send.
 */
export function settingsSummary(draft: SettingsDraft): string {
  const sent = changedSettings(draft);
  const sentKeys = Object.keys(sent) as SettingKey[];
  const errors = validateDraft(draft);
  const invalid = SETTING_FIELDS.map((f) => f.key).filter((k) => errors[k] !== undefined);
  // an invalid field still at its default (a login missing for a typed password) needs fixing, but is no change
  const changedInvalid = invalid.filter((k) => (draft[k] ?? '').trim() !== defaultText(k));
  const changed = sentKeys.length + changedInvalid.length;
  if (changed === 0 && invalid.length === 0) return 'All settings are at their defaults; none are sent.';

  const list = sentKeys.map((k) => said(k, sent[k as keyof typeof sent])).join(', ');
  const head =
    changed === 0
      ? 'All settings are at their defaults'
      : `${count(changed, 'setting differs', 'settings differ')} from the defaults`;
  if (invalid.length === 0) return `${head} and will be sent: ${list}.`;
  const fix = `${count(invalid.length, 'needs', 'need')} fixing: ${invalid.map(label).join(', ')}.`;
  const toSend = sentKeys.length > 0 ? ` Valid changes to send: ${list}.` : '';
  return `${head}; ${fix}${toSend}`;
}
