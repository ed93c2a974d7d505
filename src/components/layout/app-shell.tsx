import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { localQueries } from '../../api/local.ts';
import { useRememberedSiteId } from '../../lib/sites.ts';
import { RefreshErrors } from '../errors/refresh-errors.tsx';
import { Badge } from '../ui/badge.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { LazyMobileNav, LazyNav } from './lazy-nav.tsx';
import { SkipLink } from './skip-link.tsx';

const ShellBar = lazy(() => import('./shell-bar.tsx').then((m) => ({ default: m.ShellBar })));
// only a share link's holder needs it: kept out of the entry chunk
const ShareFrame = lazy(() => import('./share-frame.tsx').then((m) => ({ default: m.ShareFrame })));
// who may open which page is known with the signed-in person, whose schema is not in the entry chunk either
const PageDoor = lazy(() => import('../roles/page-door.tsx').then((m) => ({ default: m.PageDoor })));

const SHARED_HINT = typeof document !== 'undefined' && /(?:^|;\s*)sb_shared=1(?:;|$)/.test(document.cookie);

export function AppShell({ children }: { children: ReactNode }) {
  const siteId = useRememberedSiteId();
  const local = useQuery(localQueries.status());
  // a page closed to the person is left out, where the door says why; the page is not remounted for its arrival
  const [closed, setClosed] = useState(false);
  const sandboxed = local.data && Object.values(local.data.upstreams).some((m) => m === 'sandbox');
  // a client's page carries the agency's name once a brand is set (the server writes it, server/pages/brand-page.ts)
  const brand = document.documentElement.dataset.brand || 'Searchboard';
  // a share link's holder (the hint cookie the link set): no team shell flashes before the server has said so
  if (local.isPending && SHARED_HINT) return <Spinner label="Opening the shared report…" />;
  if (local.data?.share)
    return (
      <Suspense fallback={null}>
        <ShareFrame share={local.data.share}>{children}</ShareFrame>
      </Suspense>
    );
  return (
    <div className="min-h-screen">
      <SkipLink />
      {/* on a narrow window the header takes two rows (the site and account on the second, from the start and at
          their height, so nothing moves when they arrive; index.html's static frame draws the same two rows) and
          the sidebar gives way to a Menu button */}
      <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 md:h-14 md:flex-nowrap md:py-0 print:hidden">
        <Link to="/" className="flex items-center gap-2 font-semibold text-slate-900" aria-label={brand}>
          {brand === 'Searchboard' && <img src="/favicon.svg" alt="" className="size-6" />}
          <span className={brand === 'Searchboard' ? 'hidden sm:inline' : 'max-w-48 truncate'}>{brand}</span>
        </Link>
        <LazyMobileNav siteId={siteId} />
        {sandboxed && (
          <Badge tone="warn" title="No upstream is configured: the embedded sandbox answers with demo data.">
            <span className="whitespace-nowrap">Sandbox · demo data</span>
          </Badge>
        )}
        <div className="flex min-h-7 w-full items-center justify-between gap-4 md:ml-auto md:w-auto md:justify-end">
          <Suspense fallback={<span className="text-sm text-slate-500">Loading sites…</span>}>
            <ShellBar />
          </Suspense>
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100vh-3.5rem)] w-52 shrink-0 border-r border-slate-200 bg-white p-3 md:block print:hidden">
          <LazyNav siteId={siteId} />
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6">
          <RefreshErrors />
          <Suspense fallback={null}>
            <PageDoor onClosed={setClosed} />
          </Suspense>
          {!closed && children}
        </main>
      </div>
    </div>
  );
}
