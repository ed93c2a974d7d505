import { SuggestField } from '../../components/ui/suggest-field.tsx';
import { isKeywordDatabase } from '../../lib/country-codes.ts';
import { COUNTRIES, countryName } from './countries.ts';

const SUGGESTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** The keyword database: a picker of country codes with names, and any code can be typed. */
export function SourceField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const code = value.trim();
  // the browser names reserved codes too ("ZZ" is "Unknown Region"): a name would read as if the code were good
  const name = isKeywordDatabase(code) ? countryName(code) : undefined;
  return (
    <SuggestField
      label="Database (country code)"
      className="w-48"
      suggestions={SUGGESTIONS}
      name="source"
      spellCheck={false}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={name ?? 'Pick a country or type its code'}
    />
  );
}
