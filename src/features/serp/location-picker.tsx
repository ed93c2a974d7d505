import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { serpQueries } from '../../api/serp.ts';
import type { SerpLocation } from '../../api/serp-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useDebounced } from '../../components/use-debounced.ts';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { COUNTRIES, locationLabel } from './countries.ts';

const SHOWN = 40;
const COUNTRY_OPTIONS = COUNTRIES.map((c) => (
  <option key={c.code} value={c.code}>
    {c.name} ({c.code})
  </option>
));

/**
 * Searches the locations operation (spec: `country_code` filter, `q` city match) and shows each match's
 * name, country and id. The chosen location's id is what the task takes.
 */
export function LocationPicker({
  value,
  onChange,
  error,
}: {
  value: SerpLocation | null;
  onChange: (l: SerpLocation) => void;
  error?: string;
}) {
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const q = useDebounced(city.trim(), 300);
  const errorId = useId();
  const params = { ...(country ? { country_code: country } : {}), ...(q.length >= 2 ? { q } : {}) };
  const searching = Boolean(country) || q.length >= 2;
  const found = useQuery({
    ...serpQueries.locations(params),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const matches = searching ? (found.data ?? []) : [];

  return (
    // min-w-0: a fieldset is at least as wide as its content by default, here the longest country name
    <fieldset
      className="flex min-w-0 flex-col gap-3 rounded-md border border-slate-200 p-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="px-1 text-sm font-medium text-slate-800">Location</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField label="Country" value={country} onChange={(e) => setCountry(e.target.value)}>
          <option value="">Any country</option>
          {COUNTRY_OPTIONS}
        </SelectField>
        <TextField
          label="City or region"
          type="search"
          value={city}
          placeholder="e.g. Austin"
          onChange={(e) => setCity(e.target.value)}
          hint="Type 2 letters or more, or pick a country."
        />
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {found.error && searching ? (
        <ErrorPanel compact error={found.error} onRetry={() => void found.refetch()} />
      ) : null}
      {searching && found.isFetching && <p className="text-xs text-slate-500">Searching locations…</p>}
      {searching && !found.isFetching && found.data && matches.length === 0 && (
        <p className="text-sm text-slate-600">No location matches. Try another spelling or country.</p>
      )}
      {matches.length > 0 && (
        <div role="radiogroup" aria-label="Matching locations" className="max-h-56 overflow-y-auto">
          {matches.slice(0, SHOWN).map((l) => (
            <label
              key={l.location_id}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50"
            >
              <input
                type="radio"
                name="serp-location"
                checked={value?.location_id === l.location_id}
                onChange={() => onChange(l)}
              />
              <span className="font-medium text-slate-900">{locationLabel(l.location_name)}</span>{' '}
              <span className="text-slate-500">
                {l.country_code} · id {l.location_id}
              </span>
            </label>
          ))}
          {matches.length > SHOWN && (
            <p className="px-2 py-1 text-xs text-slate-500">
              Showing {SHOWN} of {matches.length} matches: narrow the search to see the rest.
            </p>
          )}
        </div>
      )}
      <p className="text-sm text-slate-700" aria-live="polite">
        {value ? (
          <>
            Chosen: <strong>{locationLabel(value.location_name)}</strong> ({value.country_code}, id{' '}
            {value.location_id})
          </>
        ) : (
          'No location chosen yet.'
        )}
      </p>
    </fieldset>
  );
}
