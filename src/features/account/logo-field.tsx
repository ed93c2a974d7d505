import { useState } from 'react';
import { fileProblem, readLogo } from '../../lib/local-schemas/branding.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldShell, controlAttrs } from '../../components/ui/field.tsx';
import { readAsDataUrl } from './brand-form.ts';

export const LOGO_HINT = 'PNG or SVG, up to 200 KB. An SVG is drawn to a PNG on the server.';

/**
 * A logo to upload: its type and size checked at the field before it is read, its bytes before it is kept, and a
 * preview of what will be drawn. `onChange(null)` removes it.
 */
export function LogoField({
  label,
  value,
  error,
  disabled,
  hint = LOGO_HINT,
  onChange,
}: {
  label: string;
  value: string | null;
  error?: string;
  disabled?: boolean;
  /** none where a list of logos says it once above */
  hint?: string | null;
  onChange: (logo: string | null) => void;
}) {
  const [problem, setProblem] = useState<string>();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const wrong = fileProblem(file);
    if (wrong) return setProblem(wrong);
    const url = await readAsDataUrl(file).catch(() => null);
    const read = url ? readLogo(url) : { problem: 'The file could not be read: choose it again.' };
    if ('problem' in read) return setProblem(read.problem);
    setProblem(undefined);
    onChange(url);
  };
  return (
    <FieldShell label={label} hint={hint} error={problem ?? error}>
      {(ids) => (
        <div className="flex flex-wrap items-center gap-3">
          {value ? (
            <img
              src={value}
              alt={`${label}: preview`}
              className="h-12 w-auto max-w-48 rounded border border-slate-200 object-contain p-1"
            />
          ) : (
            <span className="text-sm text-slate-500">No logo</span>
          )}
          <input
            {...controlAttrs(ids)}
            type="file"
            accept="image/png,image/svg+xml"
            disabled={disabled}
            className="text-sm file:mr-2 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-2 file:py-1"
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {value && !disabled ? (
            <Button type="button" variant="ghost" onClick={() => onChange(null)}>
              Remove logo
            </Button>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
