import { useId } from 'react';
import { TextField } from '../../components/ui/field.tsx';
import { COUNTRIES, countryName } from './countries.ts';

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
  const listId = useId();
  const name = countryName(value.trim());
  return (
    <>
      <TextField
        label="Database (country code)"
        className="w-48"
        list={listId}
        name="source"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={name ?? 'Pick a country or type its code'}
      />
      <datalist id={listId}>
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </datalist>
    </>
  );
}
