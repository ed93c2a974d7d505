import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { positionsMutations, type Positions, type PositionsSettings } from '../../api/positions.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { useCan, useClosedNote } from '../../components/roles/use-can.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardTitle } from '../../components/ui/card.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { CostLine } from './cost-line.tsx';
import { dateTimeText, hourText, WEEKDAYS } from './format.ts';

const OUTCOME: Record<string, string> = {
  done: 'done',
  'skipped-budget': 'skipped: over the credit budget',
  failed: 'failed',
};

/** The settings as words, for a role that may read them but not change them. */
function SettingsText({ settings }: { settings: PositionsSettings }) {
  const when =
    settings.cadence === 'weekly' ? `weekly, on ${WEEKDAYS[settings.weekday] ?? 'its day'}` : 'daily';
  return (
    <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline font-medium text-slate-800">Runs: </dt>
        <dd className="inline">
          {when} at {hourText(settings.hour)}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium text-slate-800">Site domain matched: </dt>
        <dd className="inline">
          {settings.domain}
          {settings.subdomains ? ', subdomains included' : ' (www. counts, other subdomains do not)'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The schedule (what it costs before saving), and its state: next run, last run and its outcome. A role that may
 * not change it reads its settings, with why they are not a form.
 */
export function ScheduleCard({
  siteId,
  data,
  settings,
  monthlyBudget,
}: {
  siteId: number;
  data: Positions;
  settings: PositionsSettings;
  monthlyBudget: number | null;
}) {
  const [draft, setDraft] = useState(settings);
  const [domainError, setDomainError] = useState<string>();
  const save = useMutation(positionsMutations.saveSettings(siteId));
  const canEdit = useCan('write');
  const writeNote = useClosedNote('write');
  const changed = JSON.stringify(draft) !== JSON.stringify(settings);
  const last = data.schedule?.last_run;
  const submit = () => {
    const ok = /^[^\s/]+\.[^\s/]+/.test(draft.domain.trim().replace(/^https?:\/\//, ''));
    setDomainError(ok ? undefined : 'Enter the site’s domain, e.g. example.com.');
    if (ok) save.mutate(draft);
  };

  return (
    <Card>
      <CardTitle>Schedule</CardTitle>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-800">Next run: </dt>
          <dd className="inline">
            {data.schedule?.next_run ? dateTimeText(data.schedule.next_run) : 'none yet'}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-800">Last run: </dt>
          <dd className="inline">
            {last
              ? `${dateTimeText(last.started_at)} (${last.kind}) · ${OUTCOME[last.outcome ?? ''] ?? 'unknown'}${
                  last.message ? ` — ${last.message}` : ''
                }`
              : 'none yet'}
          </dd>
        </div>
      </dl>
      {canEdit ? (
        <>
          <div className="mt-3 grid gap-3 sm:grid-cols-4">
            <SelectField
              label="Runs"
              value={draft.cadence}
              onChange={(e) =>
                setDraft({ ...draft, cadence: e.target.value === 'weekly' ? 'weekly' : 'daily' })
              }
            >
              <option value="daily">Daily</option>
              <option value="weekly">Weekly</option>
            </SelectField>
            {draft.cadence === 'weekly' && (
              <SelectField
                label="Day"
                value={draft.weekday}
                onChange={(e) => setDraft({ ...draft, weekday: Number(e.target.value) })}
              >
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i}>
                    {d}
                  </option>
                ))}
              </SelectField>
            )}
            <SelectField
              label="Hour"
              value={draft.hour}
              onChange={(e) => setDraft({ ...draft, hour: Number(e.target.value) })}
            >
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={h}>
                  {hourText(h)}
                </option>
              ))}
            </SelectField>
            <TextField
              label="Site domain to match"
              value={draft.domain}
              onChange={(e) => setDraft({ ...draft, domain: e.target.value })}
              error={domainError}
            />
          </div>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={draft.subdomains}
              onChange={(e) => setDraft({ ...draft, subdomains: e.target.checked })}
            />
            Count subdomains (shop.{draft.domain || 'example.com'}) as the site; www. always counts
          </label>
          <div className="mt-3">
            <CostLine
              count={data.keywords.length}
              cadence={draft.cadence}
              monthlyBudget={monthlyBudget}
              prefix={changed ? 'With this schedule, tracking' : 'Tracking'}
            />
          </div>
          <ActionError error={save.error} />
          <div className="mt-3">
            <Button variant="secondary" onClick={submit} disabled={!changed || save.isPending}>
              Save schedule
            </Button>
          </div>
        </>
      ) : (
        <>
          <SettingsText settings={settings} />
          <div className="mt-3">
            <CostLine
              count={data.keywords.length}
              cadence={settings.cadence}
              monthlyBudget={monthlyBudget}
              prefix="Tracking"
            />
          </div>
          {writeNote && <p className="mt-2 text-sm text-slate-600">{writeNote}</p>}
        </>
      )}
    </Card>
  );
}
