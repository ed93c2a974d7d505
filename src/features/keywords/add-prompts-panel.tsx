import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import { aiQueries } from '../../api/ai.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useActiveSiteId, useKnownSites } from '../../components/layout/use-sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field.tsx';
import { productName } from '../../lib/engine-vocabulary.ts';
import { formatNumber } from '../../lib/format.ts';
import { LIMITS } from '../../lib/limits.ts';
import { countOf, plural } from '../../lib/plural.ts';

const engineLabel = (e: {
  id: number;
  base_name: string;
  country_code: string;
  region_name: string | null;
}) =>
  `${productName(e.base_name)} · ${e.country_code}${e.region_name ? ` · ${e.region_name}` : ''} (#${e.id})`;

/** Sends the selected keywords as prompts to an AI engine of a site (project interface: no credits). */
export function AddPromptsPanel({ keywords }: { keywords: readonly string[] }) {
  const { sites } = useKnownSites();
  const active = useActiveSiteId(sites);
  const [siteChoice, setSiteChoice] = useState<number>();
  const siteId = siteChoice ?? active;
  const engines = useQuery({ ...aiQueries.engines(siteId ?? 0), enabled: siteId !== undefined });
  const [engineChoice, setEngineChoice] = useState<number>();
  const engineId = engineChoice ?? engines.data?.[0]?.id;
  // the spec's prompt length (lib/limits.ts), which the server checks too
  const fits = keywords.filter((k) => k.length <= LIMITS.prompt);
  const tooLong = keywords.length - fits.length;

  const add = useMutation(aiMutations.addPrompts());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (siteId === undefined || engineId === undefined || fits.length === 0) return;
    add.mutate({ siteId, engineId, prompts: fits });
  };
  const sent = add.variables?.prompts.length ?? 0;

  return (
    <form onSubmit={submit} aria-label="Add to AI prompts" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Site"
          value={siteId ?? ''}
          onChange={(e) => {
            setSiteChoice(Number(e.target.value));
            setEngineChoice(undefined);
            add.reset();
          }}
        >
          {siteId === undefined && <option value="">Choose a site…</option>}
          {siteId !== undefined && !sites.some((s) => s.id === siteId) && (
            <option value={siteId}>Site {siteId}</option>
          )}
          {sites.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} (#{s.id})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="AI engine"
          value={engineId ?? ''}
          disabled={!engines.data?.length}
          onChange={(e) => {
            setEngineChoice(Number(e.target.value));
            add.reset();
          }}
        >
          {!engines.data?.length && (
            <option value="">{engines.isLoading ? 'Loading engines…' : 'No engines'}</option>
          )}
          {engines.data?.map((e) => (
            <option key={e.id} value={e.id}>
              {engineLabel(e)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={engineId === undefined || fits.length === 0 || add.isPending}>
          {add.isPending ? 'Adding…' : `Add ${countOf(fits.length, 'prompt')}`}
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Free of credits: prompts count toward your plan's tracking allowance. Prompts the engine already
        tracks are skipped by the service.
        {tooLong > 0 &&
          ` ${tooLong} ${plural(tooLong, 'keyword is', 'keywords are')} over ${LIMITS.prompt} characters and will not be sent.`}
      </p>
      {engines.error && <ErrorPanel error={engines.error} compact onRetry={() => void engines.refetch()} />}
      {siteId !== undefined && engines.data?.length === 0 && (
        <p className="text-sm text-slate-700">
          This site has no AI engine yet.{' '}
          <Link to="/sites/$siteId/ai" params={{ siteId }} className="text-indigo-700 underline">
            Add one on the AI visibility page
          </Link>
          .
        </p>
      )}
      {add.error && <ErrorPanel error={add.error} compact />}
      <div role="status">
        {add.data && add.variables && (
          <p className="text-sm text-emerald-800">
            Added {formatNumber(add.data.added)}, {formatNumber(Math.max(0, sent - add.data.added))} already
            tracked.{' '}
            <Link
              to="/sites/$siteId/ai/$engineId"
              params={{ siteId: add.variables.siteId, engineId: add.variables.engineId }}
              className="text-indigo-700 underline"
            >
              Open the engine
            </Link>
          </p>
        )}
      </div>
    </form>
  );
}
