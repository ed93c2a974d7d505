import { controlAttrs, FieldShell, SelectField, TextField } from '../../../components/ui/field.tsx';
import { formatNumber } from '../../../lib/format.ts';
import type { SettingField } from './settings-fields.ts';
import { describeDefault } from './settings-form.ts';

/** One crawl setting: its control, its default and range beside it, its error at the field. */
export function SettingInput({
  field: f,
  value,
  error,
  onChange,
  onBlur,
  disabled,
}: {
  field: SettingField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}) {
  const changed = value !== (f.default === null ? '' : String(f.default));
  const mark = changed ? (
    <span className="ml-2 rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-800">changed</span>
  ) : null;
  const label = (
    <>
      {f.label}
      {mark}
    </>
  );
  if (f.kind === 'flag') {
    return (
      <FieldShell
        label={label}
        error={error}
        hint={`${f.help ? `${f.help} ` : ''}Default: ${describeDefault(f)}.`}
      >
        {(ids) => (
          <select
            {...controlAttrs(ids)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            disabled={disabled}
            className="rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
          >
            <option value="1">On</option>
            <option value="0">Off</option>
          </select>
        )}
      </FieldShell>
    );
  }
  if (f.kind === 'choice') {
    return (
      <SelectField
        label={label}
        value={value}
        error={error}
        hint={`Default: ${describeDefault(f)}.`}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
      >
        {f.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
    );
  }
  const hint =
    f.kind === 'number'
      ? `Default ${formatNumber(f.default)} · allowed ${formatNumber(f.min)}–${formatNumber(f.max)}${f.unit ? ` ${f.unit}` : ''}.`
      : `${f.help ? `${f.help} ` : ''}Default: ${describeDefault(f)}.`;
  return (
    <TextField
      label={label}
      value={value}
      error={error}
      hint={hint}
      type={f.kind === 'password' ? 'password' : 'text'}
      inputMode={f.kind === 'number' ? 'numeric' : undefined}
      autoComplete={f.kind === 'password' ? 'new-password' : 'off'}
      placeholder={f.kind === 'text' ? f.placeholder : undefined}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}
