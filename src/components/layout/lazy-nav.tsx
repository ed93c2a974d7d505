import { lazy, Suspense } from 'react';

// The menus depend on who is signed in, which the schema library reads: kept out of the entry chunk, they arrive
// with that answer (a first read of every page). Until then the sidebar stays empty, as the static frame draws it.
const Nav = lazy(() => import('./nav.tsx').then((m) => ({ default: m.Nav })));
const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));

/** The main navigation, drawn once its chunk and the signed-in person are in. */
export function LazyNav({ siteId }: { siteId: number | undefined }) {
  return (
    <Suspense fallback={null}>
      <Nav siteId={siteId} />
    </Suspense>
  );
}

/** The Menu button of a narrow window; meanwhile an invisible one of its size, so nothing moves when it comes. */
export function LazyMobileNav({ siteId }: { siteId: number | undefined }) {
  return (
    <Suspense
      fallback={
        <span
          aria-hidden="true"
          className="invisible rounded-md border px-2 py-1 text-sm font-medium md:hidden print:hidden"
        >
          Menu
        </span>
      }
    >
      <MobileNav siteId={siteId} />
    </Suspense>
  );
}
