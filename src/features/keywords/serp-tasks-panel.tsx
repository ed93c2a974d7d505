import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SERP_QUERY_MAX, serpQueries, type SerpDevice } from '../../api/serp.ts';
import { serpMutations } from '../../api/serp-mutations.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { creditsFor, formatCredits } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { priceOf } from '../../lib/operations.ts';
import { countOf } from '../../lib/plural.ts';
import { useDebounced } from '../../components/use-debounced.ts';

/** Queues the selected keywords as SERP tasks, priced per keyword: the cost shows before anything is sent. */
export function SerpTasksPanel({ keywords, source }: { keywords: readonly string[]; source: string }) {
  const [country, setCountry] = useState(/^[a-z]{2}$/i.test(source) ? source.toUpperCase() : 'US');
  const [city, setCity] = useState('');
  const [locationChoice, setLocationChoice] = useState<string>();
  const [device, setDevice] = useState<SerpDevice>('desktop');
  const [language, setLanguage] = useState('en');
  const [tag, setTag] = useState('');
  const [queued, setQueued] = useState(0);
  const [checked, setChecked] = useState(false);

  const countryCode = useDebounced(country.trim().toUpperCase());
  const q = useDebounced(city.trim());
  const locations = useQuery({
    ...serpQueries.locations({ ...(countryCode && { country_code: countryCode }), ...(q && { q }) }),
    enabled: countryCode.length > 0,
  });
  const list = locations.data ?? [];
  const locationId =
    locationChoice ?? (list.find((l) => !l.location_name.includes(',')) ?? list[0])?.location_id;

  const fits = keywords.filter((k) => k.length <= SERP_QUERY_MAX);
  const cost = creditsFor('serp.tasks.create', fits.length);
  const languageError = /^[a-z]{2}$/i.test(language.trim())
    ? undefined
    : 'A two-letter language code (ISO 639-1), e.g. en.';
  const locationError = locationId ? undefined : 'Choose a location.';

  const queue = useMutation(serpMutations.queue({ onProgress: ({ tasks }) => setQueued(tasks.length) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (languageError || locationError || fits.length === 0) return;
    setQueued(0);
    queue.mutate({
      queries: fits,
      device,
      language_code: language.trim().toLowerCase(),
      location_id: locationId ?? '',
      ...(tag.trim() && { tag: tag.trim() }),
    });
  };
  const outcome = queue.data;

  return (
    <form onSubmit={submit} aria-label="Queue SERP tasks" noValidate className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Country"
          className="w-24"
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        />
        <TextField
          label="City or region (optional)"
          className="w-48"
          value={city}
          onChange={(e) => setCity(e.target.value)}
        />
        <SelectField
          label="Location"
          className="w-64"
          value={locationId ?? ''}
          onChange={(e) => setLocationChoice(e.target.value)}
          error={checked ? locationError : undefined}
          hint={locations.isFetching ? 'Loading locations…' : `${formatNumber(list.length)} found`}
        >
          {list.length === 0 && <option value="">No location found</option>}
          {list.slice(0, 200).map((l) => (
            <option key={l.location_id} value={l.location_id}>
              {l.location_name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Device" value={device} onChange={(e) => setDevice(e.target.value as SerpDevice)}>
          <option value="desktop">Desktop</option>
          <option value="mobile">Mobile</option>
        </SelectField>
        <TextField
          label="Language"
          className="w-24"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          error={languageError}
        />
        <TextField
          label="Tag (optional)"
          className="w-40"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
        />
      </div>
      {locations.error && (
        <ErrorPanel error={locations.error} compact onRetry={() => void locations.refetch()} />
      )}
      <p className="text-sm text-slate-700">
        {countOf(fits.length, 'keyword')} × {formatCredits(priceOf('serp.tasks.create').credits)} ={' '}
        <strong>{formatCredits(cost)}</strong>, sent ten at a time.
        {fits.length < keywords.length &&
          ` ${keywords.length - fits.length} over ${SERP_QUERY_MAX} characters will not be sent.`}
      </p>
      <div>
        <Button type="submit" disabled={queue.isPending || fits.length === 0}>
          {queue.isPending
            ? `Queuing… ${formatNumber(queued)} of ${formatNumber(fits.length)}`
            : `Queue ${countOf(fits.length, 'SERP task')} · ${formatCredits(cost)}`}
        </Button>
      </div>
      <div role="status">
        {outcome && (
          <div className="text-sm">
            <p className={outcome.error ? 'text-amber-900' : 'text-emerald-800'}>
              Queued {countOf(outcome.tasks.length, 'task')}
              {outcome.notQueued.length > 0 && `; ${formatNumber(outcome.notQueued.length)} not sent`}.
            </p>
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {outcome.tasks.map((t) => (
                <li key={t.id}>
                  <Link to="/serp/$taskId" params={{ taskId: t.id }} className="text-indigo-700 underline">
                    {t.query}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {outcome?.error ? <ErrorPanel error={outcome.error} compact /> : null}
    </form>
  );
}
