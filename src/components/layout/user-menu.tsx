import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { meMutations, useMe } from '../../api/me.ts';
import { ROLE_LABELS, ROLE_SUMMARIES, type Me } from '../../lib/people.ts';
import { ErrorPanel } from '../errors/error-panel.tsx';
import { Button } from '../ui/button.tsx';

/** Where a signed-out browser goes: the server's sign-in page (not a route of the app). */
const toSignIn = () => window.location.assign('/login');

/**
 * Who is signed in, in the header: a button with their name opening their email, their role and what it may do,
 * and the two ways out (this browser, or every browser they signed in on). On a loopback server nobody signs in:
 * the person at the computer is its owner, and the frame says only that.
 */
export function UserMenu() {
  const me = useMe();
  if (!me.data) return null;
  if (me.data.local)
    return (
      // on a phone the header has no room for it: nobody signs in on loopback, so nothing is lost
      <span
        className="hidden whitespace-nowrap text-sm text-slate-600 sm:inline"
        title={ROLE_SUMMARIES.owner}
      >
        This computer (owner)
      </span>
    );
  return <SignedInMenu me={me.data} />;
}

function SignedInMenu({ me }: { me: Me }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const signOut = useMutation(meMutations.signOut());
  // a click anywhere else closes it, as a menu does
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (e.target instanceof Node && !box.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const closeOnEscape = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  const end = (which: 'session' | 'sessions') => signOut.mutate(which, { onSuccess: toSignIn });
  const shown = me.name || me.email;
  return (
    <div ref={box} className="relative" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-48 items-center gap-1 whitespace-nowrap rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-100"
      >
        <span className="truncate">{shown}</span>
        <span className="hidden text-slate-500 sm:inline">· {ROLE_LABELS[me.role]}</span>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 text-sm shadow-lg"
        >
          <p className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{shown}</p>
          {me.name && <p className="text-slate-600 [overflow-wrap:anywhere]">{me.email}</p>}
          <p className="mt-2">
            <span className="font-medium text-slate-900">{ROLE_LABELS[me.role]}</span>
            <span className="text-slate-600"> · {ROLE_SUMMARIES[me.role]}</span>
          </p>
          <div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
            <Button variant="secondary" disabled={signOut.isPending} onClick={() => end('session')}>
              Sign out
            </Button>
            <Button variant="ghost" disabled={signOut.isPending} onClick={() => end('sessions')}>
              Sign out everywhere
            </Button>
            {signOut.error && <ErrorPanel error={signOut.error} compact />}
          </div>
        </div>
      )}
    </div>
  );
}
