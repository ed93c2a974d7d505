import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { SharedView } from '../../api/local.ts';
import {
  sharesMutations,
  SHARE_DAYS_MAX,
  shareAddress,
  shareErrors,
  type ShareInput,
  type ShareLink,
} from '../../api/shares.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { CopyLinkField } from '../../components/ui/copy-link-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import { formatDate } from '../../lib/format.ts';
import { lastsUntilRevoked, SHARE_ROLLING_CHOICES } from '../../lib/share-rules.ts';
import { ShareList } from './share-list.tsx';
import { shownSections } from './search.ts';
import { rangeText, viewText } from './shared-view-note.tsx';

/** A link's view in words; a link from before views were kept shows the report's defaults. */
export const describeView = (view: SharedView | null, nameEngine: (id: number | null) => string) =>
  view
    ? viewText(view, shownSections(view.sections.join(',')), nameEngine(view.engine))
    : 'The report’s defaults: the last 30 days, every section';

/**
 * "Share": a signed link to this report, for some days or until revoked, showing these dates or the last N days as
 * of each visit. Whoever opens it sees the report read-only: the server
 * refuses every change and every call that costs credits. The dialog lists the site's links, to revoke them.
 */
export function ShareDialog({
  siteId,
  view,
  nameEngine,
  open,
  onClose,
}: {
  siteId: number;
  view: SharedView;
  nameEngine: (id: number | null) => string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={open} labelledBy="share-title" width="max-w-2xl" onCancel={onClose}>
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id="share-title" className="text-lg font-semibold text-slate-900">
            Share this report
          </h2>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
        <p className="text-sm text-slate-700">
          Anyone with the link sees this site&apos;s report, read only, until the link expires (if it does) or
          you revoke it. They cannot change anything, see other sites or spend credits, nor widen the range,
          show another section or another engine.
        </p>
        <CreateShare siteId={siteId} view={view} nameEngine={nameEngine} />
        <ShareList siteId={siteId} describe={(v) => describeView(v, nameEngine)} />
      </div>
    </ModalDialog>
  );
}

function CreateShare({
  siteId,
  view,
  nameEngine,
}: {
  siteId: number;
  view: SharedView;
  nameEngine: (id: number | null) => string;
}) {
  const [input, setInput] = useState<ShareInput>({ expiresInDays: '7', label: '' });
  // '' = the dates drawn now; a number = the last N days, read anew on every visit
  const [rolling, setRolling] = useState('');
  const [created, setCreated] = useState<ShareLink | null>(null);
  const chosen: SharedView = { ...view, rolling: rolling ? Number(rolling) : null };
  const create = useMutation(sharesMutations.create(siteId, chosen));
  const { errors, submit } = useCheckedSubmit(input, shareErrors, (v) =>
    create.mutate(v, { onSuccess: setCreated }),
  );
  return (
    <div className="space-y-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm text-slate-800">
        <span className="font-medium">The link shows exactly this view:</span>{' '}
        {describeView(chosen, nameEngine)}
      </p>
      <form noValidate className="flex flex-wrap items-start gap-3" onSubmit={submit}>
        <SelectField
          label="Range"
          className="w-56"
          hint={rolling ? 'Read again on every visit' : 'The same dates on every visit'}
          value={rolling}
          onChange={(e) => setRolling(e.target.value)}
        >
          <option value="">These dates ({rangeText(view)})</option>
          {SHARE_ROLLING_CHOICES.map((n) => (
            <option key={n} value={String(n)}>
              The last {n} days, rolling
            </option>
          ))}
        </SelectField>
        <div className="space-y-1">
          <TextField
            label="Expires in (days)"
            type="number"
            inputMode="numeric"
            min={1}
            max={SHARE_DAYS_MAX}
            className="w-40"
            hint={input.untilRevoked ? 'Never: until you revoke it' : `1 to ${SHARE_DAYS_MAX} days`}
            disabled={input.untilRevoked}
            value={input.expiresInDays}
            error={errors.expiresInDays}
            onChange={(e) => setInput({ ...input, expiresInDays: e.target.value })}
          />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={input.untilRevoked ?? false}
              onChange={(e) => setInput({ ...input, untilRevoked: e.target.checked })}
            />
            Until revoked
          </label>
        </div>
        <TextField
          label="Label (optional)"
          className="min-w-48 flex-1"
          hint="Who it is for, e.g. “Client monthly review”"
          value={input.label}
          error={errors.label}
          onChange={(e) => setInput({ ...input, label: e.target.value })}
        />
        <Button type="submit" className="mt-6" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </form>
      {create.error ? <ErrorPanel compact error={create.error} /> : null}
      {created?.url && <CreatedLink url={shareAddress(created.url)} expires={created.expires_at} />}
    </div>
  );
}

function CreatedLink({ url, expires }: { url: string; expires: string }) {
  const idle = lastsUntilRevoked(expires)
    ? 'Works until you revoke it.'
    : `Works until ${formatDate(expires, true)}.`;
  return <CopyLinkField label="Share link" url={url} idle={idle} />;
}
