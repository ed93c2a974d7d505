import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { aiMutations } from '../../api/ai-mutations.ts';
import { aiQueries } from '../../api/ai.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { NeedsRole } from '../../components/roles/needs-role.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { checkBrand } from './engine-form-checks.ts';
import { upstreamFieldError } from './field-error.ts';
import { TitledCard } from '../../components/ui/titled-card.tsx';

/**
 * The site's one brand, shared by all its engines: mention figures are read against it. Setting it is a write: a
 * role that may not reads the brand, and why there is no field.
 */
export function BrandCard({ siteId }: { siteId: number }) {
  const { data } = useSuspenseQuery(aiQueries.brand(siteId));
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const save = useMutation(aiMutations.setBrand(siteId));
  const send = (brand: string) =>
    save.mutate(brand, {
      onSuccess: () => {
        // the saved name leaves the field; a name typed while it was being saved stays
        setValue((typed) => (typed.trim() === brand ? '' : typed));
        setConfirming(false);
      },
      onError: () => setConfirming(false),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const err = checkBrand(value);
    setFieldError(err);
    if (err) return;
    if (value.trim() === data.brand) return setFieldError('This is already the brand.');
    // Setting a brand overwrites the one there (spec, POST brands: "overwrites"): ask first.
    if (data.brand) setConfirming(true);
    else send(value.trim());
  };

  const upstream = upstreamFieldError(save.error, 'brand');
  return (
    <TitledCard title="Brand">
      <p className="text-sm text-slate-700">
        {data.brand ? (
          <>
            Mentions are counted for <strong className="text-slate-900">{data.brand}</strong>.
          </>
        ) : (
          <>No brand is set yet: brand mentions cannot be counted until you set one.</>
        )}
      </p>
      <NeedsRole need="write">
        <form onSubmit={submit} noValidate className="mt-3 flex flex-wrap items-start gap-2">
          <TextField
            label={data.brand ? 'New brand name' : 'Brand name'}
            name="brand"
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setFieldError(undefined);
            }}
            error={fieldError ?? upstream}
            className="min-w-56 flex-1"
          />
          <Button type="submit" className="mt-6" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : data.brand ? 'Change brand' : 'Set brand'}
          </Button>
        </form>
      </NeedsRole>
      {!upstream && <ActionError error={save.error} />}
      {save.isSuccess && (
        <p role="status" className="mt-2 text-sm text-emerald-800">
          Brand saved.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Replace the brand?"
        confirmLabel="Replace brand"
        busy={save.isPending}
        onConfirm={() => send(value.trim())}
        onCancel={() => setConfirming(false)}
      >
        The brand <strong>{data.brand}</strong> will be replaced by <strong>{value.trim()}</strong> for every
        engine of this site. Mention figures will then count the new name.
      </ConfirmDialog>
    </TitledCard>
  );
}
