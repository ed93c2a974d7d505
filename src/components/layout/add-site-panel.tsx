import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { aiQueries } from '../../api/ai.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../ui/button.tsx';

/**
 * "Add a site by id", in a small panel under the site switcher: it has the width it needs on a phone, and its
 * error does not push the header out of line. Escape or Cancel closes it (the switcher takes focus back).
 * Before a site is added the service is asked for its AI engines (free; spec: "404 if site missing"), so an id
 * the account does not have is refused at the field instead of joining the list; the answer is the AI page's
 * first read, so opening the site asks nothing again.
 */
export function AddSitePanel({ onAdd, onClose }: { onAdd: (id: number) => void; onClose: () => void }) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    const id = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(id) || id <= 0) {
      setError('A site id is a positive whole number.');
      return;
    }
    setError(undefined);
    setChecking(true);
    try {
      await queryClient.fetchQuery(aiQueries.engines(id));
    } catch (err) {
      setChecking(false);
      setError(
        err instanceof ApiError && err.kind === 'not_found'
          ? `The service has no site #${id} in this account.`
          : `Could not check site #${id}: ${err instanceof Error ? err.message : 'no answer'}. Try again.`,
      );
      return;
    }
    setChecking(false);
    onAdd(id);
  };
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onClose();
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onKeyDown={closeOnEscape}
      noValidate
      aria-label="Add a site by id"
      className="absolute left-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 shadow-lg"
    >
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        Site id
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={inputId}
          inputMode="numeric"
          autoFocus
          placeholder="e.g. 101"
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-600"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-err` : `${inputId}-hint`}
        />
        <Button type="submit" variant="secondary" disabled={checking}>
          {checking ? 'Checking…' : 'Add'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-err`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500">
          Remembered in this browser.
        </p>
      )}
    </form>
  );
}
