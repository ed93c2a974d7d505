import { Button } from '../../../components/ui/button.tsx';
import { SettingInput } from './setting-input.tsx';
import { SETTING_GROUPS, type SettingKey } from './settings-fields.ts';
import type { SettingsDraft, SettingsErrors } from './settings-form.ts';

/** Every crawl setting of the spec, in groups, each field with its default and range. */
export function SettingsGroups({
  draft,
  errors,
  shown,
  onChange,
  onBlur,
  onReset,
}: {
  draft: SettingsDraft;
  errors: SettingsErrors;
  shown: (key: string) => boolean;
  onChange: (key: SettingKey, value: string) => void;
  onBlur: (key: string) => void;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Crawl settings</h3>
        <Button variant="ghost" onClick={onReset}>
          Reset all settings to defaults
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {SETTING_GROUPS.map((g) => (
          <fieldset key={g.id} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">{g.title}</legend>
            {g.description && <p className="mb-2 text-xs text-slate-600">{g.description}</p>}
            <div className="grid gap-3 sm:grid-cols-2">
              {g.fields.map((f) => (
                <SettingInput
                  key={f.key}
                  field={f}
                  value={draft[f.key]}
                  error={shown(f.key) ? errors[f.key] : undefined}
                  onChange={(v) => onChange(f.key, v)}
                  onBlur={() => onBlur(f.key)}
                  disabled={f.key === 'custom_params' && draft.ignore_params !== '2'}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}
