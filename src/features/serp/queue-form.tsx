import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SERP_DEVICES, SERP_SEARCH_ENGINE, type SerpDevice } from '../../api/serp.ts';
import { serpMutations } from '../../api/serp-mutations.ts';
import type { SerpLocation } from '../../api/serp-schemas.ts';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formatCredits } from '../../lib/credits.ts';
import { SEARCH_ENGINE_NAMES } from '../../lib/engine-vocabulary.ts';
import { CREDITS_PER_QUERY, queueCost } from './cost.ts';
import { explainCreateError, type CreateFailure } from './create-errors.ts';
import { LANGUAGES } from './languages.ts';
import { LocationPicker } from './location-picker.tsx';
import { checkLocation, parseQueries } from './queries-input.ts';
import { rememberTasks } from './task-memory.ts';
import { countOf } from '../../lib/plural.ts';

type Outcome = { queued: number; requests: number } & (
  { kind: 'done' } | ({ kind: 'failed' } & CreateFailure)
);

// built once: the form re-renders on every keystroke
const option = (l: { code: string; label: string }) => (
  <option key={l.code} value={l.code}>
    {l.label}
  </option>
);
const UNNAMED = LANGUAGES.filter((l) => !l.named);
const LANGUAGE_OPTIONS = (
  <>
    {LANGUAGES.filter((l) => l.named).map(option)}
    {UNNAMED.length > 0 && <optgroup label="Other ISO 639-1 codes">{UNNAMED.map(option)}</optgroup>}
  </>
);

/**
 * Queue SERP tasks: the whole card only spends credits, so a role that cannot sees why in place of the form.
 */
export function QueueForm() {
  return (
    <Card>
      <CardTitle>Queue SERP tasks</CardTitle>
      <NeedsRole need="paid">
        <QueueFields />
      </NeedsRole>
    </Card>
  );
}

/** Priced per query (the operation table), split into requests of up to 10, throttled. */
function QueueFields() {
  const [text, setText] = useState('');
  const [device, setDevice] = useState<SerpDevice>('desktop');
  const [language, setLanguage] = useState('en');
  const [location, setLocation] = useState<SerpLocation | null>(null);
  const [tag, setTag] = useState('');
  const [tried, setTried] = useState(false);
  const [sentRequests, setSentRequests] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const parsed = parseQueries(text);
  const count = parsed.queries.length;
  const requests = Math.ceil(count / 10);
  const cost = formatCredits(queueCost(count));
  const queriesError = tried ? parsed.error : undefined;
  const locationError = tried ? checkLocation(location) : undefined;

  const send = useMutation(
    serpMutations.queue({
      // remembered as each request is answered, so tasks already paid for keep it even if the page is left
      onProgress: ({ requests, added }, input) => {
        setSentRequests(requests);
        rememberTasks(
          added.map((t) => t.id),
          {
            device: input.device,
            tag: input.tag?.trim() || undefined,
            locationName: location?.location_name,
          },
        );
      },
    }),
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setOutcome(null);
    if (parsed.error || !location || send.isPending) return;
    setSentRequests(0);
    send.mutate(
      { queries: parsed.queries, device, language_code: language, location_id: location.location_id, tag },
      {
        onSuccess: (out) => {
          setText(out.notQueued.join('\n'));
          setTried(false);
          const counts = { queued: out.tasks.length, requests: out.requests };
          setOutcome(
            out.error === undefined
              ? { kind: 'done', ...counts }
              : { kind: 'failed', ...counts, ...explainCreateError(out.error, out.notQueued.length) },
          );
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {/* grid-cols-1, not an implicit column: that one grows to the longest option of a select */}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {/* the spec's one engine: its id is what the request sends, not something to read */}
        <SelectField
          label="Search engine"
          value={SERP_SEARCH_ENGINE}
          onChange={() => undefined}
          hint="The only engine the service collects from."
        >
          <option value={SERP_SEARCH_ENGINE}>{SEARCH_ENGINE_NAMES.product}</option>
        </SelectField>
        <SelectField label="Device" value={device} onChange={(e) => setDevice(e.target.value as SerpDevice)}>
          {SERP_DEVICES.map((d) => (
            <option key={d} value={d}>
              {d === 'desktop' ? 'Desktop' : 'Mobile'}
            </option>
          ))}
        </SelectField>
        <SelectField label="Language" value={language} onChange={(e) => setLanguage(e.target.value)}>
          {LANGUAGE_OPTIONS}
        </SelectField>
      </div>
      <TextAreaField
        label="Queries"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={queriesError}
        placeholder={'hiking boots\nwaterproof hiking boots'}
        hint="One query per line, up to 255 characters each. More than 10 are sent as several requests of up to 10."
      />
      <LocationPicker value={location} onChange={setLocation} error={locationError} />
      <TextField
        label="Tag (optional)"
        value={tag}
        onChange={(e) => setTag(e.target.value)}
        hint="Sent with the tasks; shown in their results."
        className="max-w-sm"
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        {/* a button that would send nothing is disabled, and says why */}
        <Button
          type="submit"
          disabled={send.isPending || count === 0}
          aria-describedby={count === 0 ? 'serp-nothing' : undefined}
        >
          {send.isPending
            ? 'Queueing…'
            : count > 0
              ? `Queue ${countOf(count, 'query', 'queries')} (${cost})`
              : 'Queue queries'}
        </Button>
        {count === 0 && (
          <p id="serp-nothing" className="text-sm text-slate-700">
            Nothing to queue yet: enter at least one query.
          </p>
        )}
        <p className="text-sm text-slate-700" data-testid="serp-cost">
          Cost: {formatCredits(CREDITS_PER_QUERY)} per query
          {count > 0 && (
            <>
              {' '}
              · {countOf(count, 'query', 'queries')} = <strong>{cost}</strong>, sent as{' '}
              {countOf(requests, 'request', 'requests')}
            </>
          )}
          {parsed.duplicates > 0 &&
            ` · ${countOf(parsed.duplicates, 'repeated line', 'repeated lines')} left out`}
        </p>
      </div>
      {send.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Sending request {Math.min(sentRequests + 1, requests)} of {requests}… (at most 10 per second)
        </p>
      )}
      {outcome?.kind === 'done' && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          Queued {countOf(outcome.queued, 'query', 'queries')} in{' '}
          {countOf(outcome.requests, 'request', 'requests')}. They appear in the task list below and update as
          they complete.
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{outcome.title}</p>
          {outcome.queued > 0 && (
            <p className="mt-1">
              {countOf(outcome.queued, 'query was', 'queries were')} queued before the refusal and appear in
              the task list.
            </p>
          )}
          <p className="mt-1">{outcome.message}</p>
        </div>
      )}
    </form>
  );
}
