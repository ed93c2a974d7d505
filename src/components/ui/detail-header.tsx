import type { ReactNode } from 'react';
import { BACK_LINK_CLASS, DETAIL_HEADINGS, type DetailHeadingId } from '../../lib/page-headings.ts';
import { Spinner } from './spinner.tsx';

/**
 * The top of a page of one thing: the link back to its list, the heading (the thing's name), the page's
 * description from DETAIL_HEADINGS, and under it the data's own line (status, dates, ids). The server's static
 * frame (lib/page-headings.ts `detailFrameHtml`, written in by src/server/pages/route-data.ts) draws the same link,
 * heading and description with the same classes before any script has run, and the route's pending view
 * (DetailPending) keeps them in place while the data is read, so a phone's first view does not move or flash when
 * React takes over.
 */
export function DetailHeader({
  kind,
  back,
  title,
  details,
  actions,
}: {
  kind: DetailHeadingId;
  /** the back link (a router Link with BACK_LINK_CLASS), or nothing */
  back?: ReactNode;
  title: string;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6">
      {back && <div className="mb-2">{back}</div>}
      <header className="flex flex-wrap items-start justify-between gap-3">
        {/* beside the actions where both fit (basis 0), above them on a phone */}
        <div className="min-w-64 flex-1 basis-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {/* what the page is for: the screen's, not the paper's */}
          <p className="mt-1 max-w-3xl text-sm text-slate-600 print:hidden">
            {DETAIL_HEADINGS[kind].description}
          </p>
          {details && (
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">{details}</div>
          )}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
    </div>
  );
}

/**
 * A detail route's view while its first data is read: the frame's link, heading (by id) and description, where
 * the page will draw them, and a spinner below.
 */
export function DetailPending({
  kind,
  id,
  backTo,
}: {
  kind: DetailHeadingId;
  id: string | number;
  /** the id the back link needs (the engine page's site) */
  backTo?: string | number;
}) {
  const heading = DETAIL_HEADINGS[kind];
  const back = heading.back?.(String(backTo ?? ''));
  return (
    <div>
      <DetailHeader
        kind={kind}
        // a plain link, as the static frame has it (a click while the page opens loads the list afresh)
        back={
          back && (
            <a href={back.href} className={BACK_LINK_CLASS}>
              {back.label}
            </a>
          )
        }
        title={heading.title(String(id))}
      />
      <Spinner />
    </div>
  );
}
