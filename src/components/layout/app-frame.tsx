import { CatchBoundary } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AppShell } from './app-shell.tsx';

/**
 * The frame around `page` (`frame`), or, if the frame fails, the page alone with the frame's error above it. The
 * frame is drawn around the router's whole tree (main.tsx: InnerWrap), above every route's error view, so a failure
 * of its own would otherwise blank the page. The router's own boundary, already in the entry chunk (which is kept
 * within 1.2x the floor app's), so the fallback is plain markup.
 */
export function FrameBoundary({ frame, page }: { frame: ReactNode; page: ReactNode }) {
  return (
    <CatchBoundary
      getResetKey={() => 'frame'}
      onCatch={(error) => console.error('The app frame failed to draw', error)}
      errorComponent={({ error }) => (
        <main id="main" className="space-y-4 p-4 sm:p-6">
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p className="font-semibold">The app’s frame could not be drawn</p>
            <p>{error instanceof Error ? error.message : String(error)}</p>
            <button type="button" className="mt-2 underline" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </div>
          {page}
        </main>
      )}
    >
      {frame}
    </CatchBoundary>
  );
}

/** The router's InnerWrap: the app's frame around every page. */
export function AppFrame({ children }: { children: ReactNode }) {
  return <FrameBoundary frame={<AppShell>{children}</AppShell>} page={children} />;
}
