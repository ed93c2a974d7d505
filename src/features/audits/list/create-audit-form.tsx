import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AuditKind } from '../../../api/audit-inputs.ts';
import { auditsMutations } from '../../../api/audit-mutations.ts';
import { ErrorPanel } from '../../../components/errors/error-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { ConfirmCreate } from './confirm-create.tsx';
import { createCost } from './cost.ts';
import { KindPicker } from './kind-picker.tsx';
import { SettingsGroups } from './settings-groups.tsx';
import { settingsSummary } from './settings-summary.ts';
import type { SettingKey } from './settings-fields.ts';
import {
  changedSettings,
  domainError,
  initialDraft,
  MAX_TITLE,
  maxPagesOf,
  titleError,
  validateDraft,
  type SettingsDraft,
} from './settings-form.ts';
import { TitledCard } from '../../../components/ui/titled-card.tsx';

/**
 * A new standard or advanced audit: domain, title and every crawl setting. Checks run at the fields before any
 * request; only changed settings are sent; the most it can cost is shown, and asked about, before it starts.
 * A failed create keeps everything typed, and is never sent again on its own (it spends credits).
 */
export function CreateAuditForm({
  kind,
  onKind,
  onClose,
  onCreated,
}: {
  kind: AuditKind;
  onKind: (kind: AuditKind) => void;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const create = useMutation(auditsMutations.create());
  const [domain, setDomain] = useState('');
  const [title, setTitle] = useState('');
  const [draft, setDraft] = useState<SettingsDraft>(initialDraft);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const errors = validateDraft(draft);
  const shown = (key: string) => submitted || touched.has(key);
  const domainErr = domainError(domain);
  const titleErr = titleError(title);
  const changed = changedSettings(draft);
  const maxPages = maxPagesOf(draft);
  const cost = createCost(kind, maxPages);
  const touch = (key: string) => setTouched((t) => (t.has(key) ? t : new Set(t).add(key)));
  const badCount = Object.keys(errors).length + (domainErr ? 1 : 0) + (titleErr ? 1 : 0);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    if (badCount > 0) {
      // The first field in error takes the focus (which scrolls it into view), so its message is seen and read
      // out. The form is taken now: React clears the event's currentTarget once this handler returns.
      const form = e.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.reset();
    setConfirming(true);
  };
  // A refusal closes the question, so its message shows beside the fields that may need changing.
  const start = () =>
    create.mutate(
      { kind, input: { domain, title: title.trim() || undefined, settings: changed } },
      { onSuccess: ({ id }) => onCreated(id), onError: () => setConfirming(false) },
    );

  return (
    <TitledCard
      title="New audit"
      action={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <KindPicker kind={kind} onKind={onKind} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Domain"
            value={domain}
            placeholder="example.com"
            autoComplete="url"
            onChange={(e) => setDomain(e.target.value)}
            onBlur={() => touch('domain')}
            error={shown('domain') ? domainErr : undefined}
          />
          <TextField
            label="Title"
            value={title}
            placeholder="Defaults to the domain"
            onChange={(e) => setTitle(e.target.value)}
            onBlur={() => touch('title')}
            error={titleErr}
            hint={`Optional, at most ${MAX_TITLE} characters (${title.trim().length}/${MAX_TITLE}).`}
          />
        </div>
        <SettingsGroups
          draft={draft}
          errors={errors}
          shown={shown}
          onChange={(key: SettingKey, value: string) => setDraft((d) => ({ ...d, [key]: value }))}
          onBlur={touch}
          onReset={() => setDraft(initialDraft())}
        />
        <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p>{settingsSummary(draft)}</p>
          <p aria-live="polite">
            <strong>Cost: {cost.text}</strong>
            <span className="text-slate-600"> — {cost.detail}.</span>
          </p>
          {submitted && badCount > 0 && (
            <p role="alert" className="font-medium text-red-700">
              {badCount === 1 ? 'One field needs' : `${badCount} fields need`} fixing before the audit can
              start.
            </p>
          )}
          {create.error && <ErrorPanel error={create.error} compact />}
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Starting…' : `Start ${kind} audit`}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      </form>
      <ConfirmCreate
        open={confirming}
        kind={kind}
        domain={domain}
        maxPages={maxPages}
        busy={create.isPending}
        onConfirm={start}
        onCancel={() => setConfirming(false)}
      />
    </TitledCard>
  );
}
