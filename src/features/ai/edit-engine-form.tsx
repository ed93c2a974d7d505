import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import type { Engine, UpdateEngineInput } from '../../api/ai-schemas.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import { isGeoEngine } from '../../lib/engine-vocabulary.ts';
import { checkLang, checkRegion } from './engine-form-checks.ts';
import { upstreamFieldError } from './field-error.ts';

/**
 * Region and language of an engine. Only changed fields are sent; an emptied field is sent as null, which
 * clears it (spec, PATCH llm: "string or null to clear").
 */
export function EditEngineForm({
  siteId,
  engine,
  onDone,
}: {
  siteId: number;
  engine: Engine;
  onDone: () => void;
}) {
  const [region, setRegion] = useState(engine.region_name ?? '');
  const [lang, setLang] = useState(engine.lang_code ?? '');
  const save = useMutation(aiMutations.updateEngine(siteId, engine.id));
  // only changed fields are sent; an emptied one as null
  const changes = (v: { region: string; lang: string }): UpdateEngineInput => {
    const input: UpdateEngineInput = {};
    if (v.region.trim() !== (engine.region_name ?? '')) input.region_name = v.region.trim() || null;
    if (v.lang.trim().toLowerCase() !== (engine.lang_code ?? ''))
      input.lang_code = v.lang.trim().toLowerCase() || null;
    return input;
  };
  const { errors, submit } = useCheckedSubmit(
    { region, lang },
    (v) => ({
      region: checkRegion(v.region),
      lang: checkLang(v.lang),
      form: Object.keys(changes(v)).length === 0 ? 'Nothing changed.' : undefined,
    }),
    (v) => save.mutate(changes(v), { onSuccess: onDone }),
  );
  const upRegion = upstreamFieldError(save.error, 'region_name');
  const upLang = upstreamFieldError(save.error, 'lang_code');
  const geo = isGeoEngine(engine.base_name);
  // a field typed into takes the service's last refusal away
  const edit = (setValue: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    setValue(e.target.value);
    save.reset();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit engine #${engine.id}`} className="space-y-2">
      <TextField
        label="Region"
        value={region}
        onChange={edit(setRegion)}
        hint={`${geo ? `Must be a region of ${engine.country_code}. ` : ''}Leave empty to clear it.`}
        error={errors.region ?? upRegion}
      />
      <TextField
        label="Language"
        value={lang}
        onChange={edit(setLang)}
        hint="Two-letter ISO 639-1 code. Leave empty to clear it."
        error={errors.lang ?? upLang}
      />
      {errors.form && <p className="text-sm text-slate-600">{errors.form}</p>}
      {save.error && !upRegion && !upLang ? <ErrorPanel compact error={save.error} /> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
