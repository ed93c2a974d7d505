import { Navigate, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format.ts';
import { BrandName } from '../brand/brand-name.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The shell for a read-only share link's holder: no navigation, no site switcher, no account; a banner says what
 * this is and until when. Any other page of the app leads back to the shared report.
 */
export function ShareFrame({
  share,
  children,
}: {
  share: { site_id: number; expires_at: string };
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const onReport = pathname === `/reports/${share.site_id}`;
  return (
    <div className="min-h-screen">
      <SkipLink />
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-slate-200 bg-white px-4 py-3 print:hidden">
        <BrandName />
        <p className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900 ring-1 ring-amber-200">
          Shared read-only report
          {/* a link that lasts until revoked keeps a date no clock reaches (lib/share-rules.ts SHARE_NEVER) */}
          {share.expires_at < '9999' && ` · expires ${formatDate(share.expires_at, true)}`}
        </p>
      </header>
      <main id="main" className="mx-auto max-w-6xl min-w-0 p-6">
        {onReport ? children : <Navigate to="/reports/$siteId" params={{ siteId: share.site_id }} replace />}
      </main>
    </div>
  );
}
