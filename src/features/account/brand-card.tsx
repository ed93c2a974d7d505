import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { brandMutations, brandQueries } from '../../api/brand.ts';
import { fieldErrorsOf } from '../../api/local-json.ts';
import { useMe } from '../../api/me.ts';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { readableAccent, TEXT_COLOUR } from '../../components/brand/accent.ts';
import { closedNote } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FieldShell, TextField, controlAttrs } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useCheckedSubmit } from '../../components/ui/use-checked-submit.ts';
import { FOOTER_MAX, NAME_MAX, type BrandAnswer } from '../../lib/local-schemas/branding.ts';
import { roleAllows } from '../../lib/people.ts';
import { brandErrors, draftOf, type BrandDraft } from './brand-form.ts';
import { LogoField } from './logo-field.tsx';
import { SiteLogos } from './site-logos.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * "Brand": the agency's name, accent, logo, reply-to and footer that the client report, the share page, the PDF and
 * the email carry, and each site's client logo. Owners and admins change it; the rest of the team sees it; a
 * client never reaches the account page.
 */
export function BrandCard() {
  const role = useMe().data?.role;
  const brand = useQuery(brandQueries.brand());
  if (role === 'client') return null;
  const canEdit = !role || roleAllows(role, 'people');
  return (
    <TitledCard title="Brand">
      <p className="mb-3 text-sm text-slate-600">
        What a client sees on the report, the share page, the PDF and the email, in place of “Searchboard”.
      </p>
      {brand.isPending ? (
        <Spinner label="Loading the brand…" />
      ) : brand.error ? (
        <ErrorPanel compact error={brand.error} onRetry={() => void brand.refetch()} />
      ) : canEdit ? (
        <BrandForm brand={brand.data ?? null} />
      ) : (
        <>
          <BrandSummary brand={brand.data ?? null} />
          {role ? <p className="mt-3 text-sm text-slate-600">{closedNote(role, 'people')}</p> : null}
        </>
      )}
      {canEdit && !brand.isPending ? <SiteLogos /> : null}
    </TitledCard>
  );
}

function BrandSummary({ brand }: { brand: BrandAnswer | null }) {
  if (!brand) return <p className="text-sm text-slate-700">No brand is set: clients see “Searchboard”.</p>;
  const row = (term: string, value: ReactNode) => (
    <div className="flex gap-2">
      <dt className="w-24 shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-1 text-sm">
      {row('Name', brand.name)}
      {row(
        'Accent',
        <span className="inline-flex items-center gap-2">
          <span className="size-4 rounded border border-slate-300" style={{ background: brand.accent }} />
          {brand.accent}
        </span>,
      )}
      {row(
        'Logo',
        brand.logo ? <img src={brand.logo} alt={`${brand.name} logo`} className="h-10 w-auto" /> : 'none',
      )}
      {row('Reply-to', brand.reply_to ?? 'none')}
      {row('Footer', brand.footer ?? 'none')}
    </dl>
  );
}

function BrandForm({ brand }: { brand: BrandAnswer | null }) {
  const [draft, setDraft] = useState<BrandDraft>(() => draftOf(brand));
  const [saved, setSaved] = useState(false);
  const save = useMutation(brandMutations.set());
  const remove = useMutation(brandMutations.remove());
  const [confirming, setConfirming] = useState(false);
  const [removed, setRemoved] = useState(false);
  const { errors, submit } = useCheckedSubmit(draft, brandErrors, (v) =>
    save.mutate(v, { onSuccess: () => setSaved(true) }),
  );
  const refused = fieldErrorsOf(save.error);
  const edit = (change: Partial<BrandDraft>) => {
    setSaved(false);
    setRemoved(false);
    setDraft({ ...draft, ...change });
  };
  const tooLight = HEX.test(draft.accent) && readableAccent(draft.accent) === TEXT_COLOUR;
  return (
    <>
      <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Agency name"
            value={draft.name}
            maxLength={NAME_MAX + 20}
            error={errors.name ?? refused.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
          <FieldShell
            label="Accent colour"
            hint={
              tooLight
                ? 'Too light to read on white: reports use the text colour for headings and the button instead.'
                : 'Headings, rules and the button of the client report.'
            }
            error={errors.accent ?? refused.accent}
          >
            {(ids) => (
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label="Accent colour picker"
                  value={HEX.test(draft.accent) ? draft.accent.toLowerCase() : '#000000'}
                  className="h-8 w-10 rounded border border-slate-300"
                  onChange={(e) => edit({ accent: e.target.value })}
                />
                <input
                  {...controlAttrs(ids)}
                  value={draft.accent}
                  spellCheck={false}
                  className="w-28 rounded-md border border-slate-300 px-2.5 py-1.5 font-mono text-sm aria-[invalid=true]:border-red-600"
                  onChange={(e) => edit({ accent: e.target.value })}
                />
              </div>
            )}
          </FieldShell>
          <TextField
            label="Reply-to address (optional)"
            type="email"
            value={draft.reply_to}
            error={errors.reply_to ?? refused.reply_to}
            onChange={(e) => edit({ reply_to: e.target.value })}
          />
          <TextField
            label="Footer line (optional)"
            value={draft.footer}
            hint={`Up to ${FOOTER_MAX} characters.`}
            error={errors.footer ?? refused.footer}
            onChange={(e) => edit({ footer: e.target.value })}
          />
        </div>
        <LogoField
          label="Agency logo"
          value={draft.logo}
          error={errors.logo ?? refused.logo}
          onChange={(logo) => edit({ logo })}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save brand'}
          </Button>
          {brand ? (
            <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
              Remove brand
            </Button>
          ) : null}
          {saved || removed ? (
            <p role="status" className="text-sm text-emerald-800">
              {saved ? 'Brand saved.' : 'Brand removed: clients see “Searchboard” again.'}
            </p>
          ) : null}
        </div>
        {save.error && !Object.keys(refused).length ? <ErrorPanel compact error={save.error} /> : null}
        {remove.error ? <ErrorPanel compact error={remove.error} /> : null}
      </form>
      <ConfirmDialog
        open={confirming}
        title="Remove the brand?"
        confirmLabel="Remove brand"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setSaved(false);
              setRemoved(true);
              setDraft(draftOf(null));
            },
          })
        }
        onCancel={() => setConfirming(false)}
      >
        Client reports, share pages, PDFs and emails say “Searchboard” again: the agency’s name, logo, accent,
        reply-to address and footer are removed. The sites’ client logos stay.
      </ConfirmDialog>
    </>
  );
}
