import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import type { Engine } from '../../api/ai-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { SuggestField } from '../../components/ui/suggest-field.tsx';
import { AI_ENGINE_NAMES, isGeoEngine } from '../../lib/engine-vocabulary.ts';
import { checkEngineForm, type EngineFormErrors, type EngineFormValues } from './engine-form-checks.ts';
import { engineMeaning, engineName } from './engine-labels.ts';
import { regionExample, regionSuggestions } from './engine-regions.ts';
import { upstreamFieldError } from './field-error.ts';

const EMPTY: EngineFormValues = { base_name: '', country_code: '', region_name: '', lang_code: '' };
const FIELDS = ['base_name', 'country_code', 'region_name', 'lang_code'] as const;
const COUNTRIES = ['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'NL', 'IE', 'IN', 'JP', 'BR', 'MX'];
const LANGS = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'ja'];

/** Add an AI engine to the site: which engine, where it asks from, and in which language. */
export function AddEngineForm({ siteId }: { siteId: number }) {
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<EngineFormErrors>({});
  const [added, setAdded] = useState<Engine>();
  const create = useMutation(aiMutations.createEngine(siteId));
  // The service's own check (e.g. "region_name does not match country") is shown at the field it names.
  const upstream = Object.fromEntries(FIELDS.map((f) => [f, upstreamFieldError(create.error, f)]));
  const atField = FIELDS.some((f) => upstream[f]);
  const set = (k: keyof EngineFormValues) => (e: { target: { value: string } }) => {
    setV((old) => ({ ...old, [k]: e.target.value }));
    setErrors((old) => ({ ...old, [k]: undefined }));
    create.reset();
  };
  // what every field of the form is given: its value, its setter and its error (ours first, then the service's)
  const field = (k: keyof EngineFormValues) => ({
    value: v[k],
    onChange: set(k),
    error: errors[k] ?? upstream[k],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkEngineForm(v);
    setErrors(found);
    setAdded(undefined);
    if (Object.keys(found).length > 0) return;
    const sent = v;
    create.mutate(
      {
        base_name: v.base_name,
        country_code: v.country_code.trim().toUpperCase(),
        region_name: v.region_name,
        lang_code: v.lang_code.trim().toLowerCase(),
      },
      {
        onSuccess: (engine) => {
          setAdded(engine);
          // a form changed while the engine was being added keeps the change
          setV((now) => (now === sent ? EMPTY : now));
        },
      },
    );
  };
  const geo = isGeoEngine(v.base_name);
  return (
    <form onSubmit={submit} noValidate aria-label="Add an engine" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Engine"
          {...field('base_name')}
          hint={v.base_name ? engineMeaning(v.base_name) : undefined}
        >
          <option value="">Choose an engine…</option>
          {AI_ENGINE_NAMES.map((e) => (
            <option key={e.spec} value={e.spec}>
              {e.product}
            </option>
          ))}
        </SelectField>
        <SuggestField
          label="Country"
          {...field('country_code')}
          suggestions={COUNTRIES}
          placeholder="US"
          hint="Two-letter ISO 3166-1 code"
        />
        {/* the service's own names for the country typed ("New York, NY, USA"); the short form is taken too */}
        <SuggestField
          label="Region (optional)"
          {...field('region_name')}
          suggestions={regionSuggestions(v.country_code)}
          hint={`${geo ? 'Must be a region of the country' : 'City, state or area'}, e.g. ${regionExample(v.country_code)}`}
        />
        <SuggestField
          label="Language (optional)"
          {...field('lang_code')}
          suggestions={LANGS}
          placeholder="en"
          hint="Two-letter ISO 639-1 code; the country's language when left empty"
        />
      </div>
      {create.error && !atField ? <ErrorPanel compact error={create.error} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding…' : 'Add engine'}
        </Button>
        {added && (
          <p role="status" className="text-sm text-emerald-800">
            Added {engineName(added.base_name)} #{added.id}.{' '}
            <Link
              to="/sites/$siteId/ai/$engineId"
              params={{ siteId, engineId: added.id }}
              search={{ tab: 'prompts' }}
              className="font-medium underline"
            >
              Add its prompts
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
