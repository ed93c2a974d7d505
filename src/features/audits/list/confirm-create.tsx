import type { AuditKind } from '../../../api/audit-inputs.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatCredits } from '../../../lib/credits.ts';
import { formatNumber } from '../../../lib/format.ts';
import { createCost, perPage } from './cost.ts';

/** The site as the service will crawl it: the domain without the scheme or a trailing slash. */
export const siteOf = (domain: string) =>
  domain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');

/**
 * Asks before an audit starts, as a recheck does: a crawl is paid per page, up to max_pages, and cannot be
 * taken back once the service has queued it.
 */
export function ConfirmCreate({
  open,
  kind,
  domain,
  maxPages,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  kind: AuditKind;
  domain: string;
  maxPages: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cost = createCost(kind, maxPages);
  return (
    <ConfirmDialog
      open={open}
      title={`Start a ${kind} audit of ${siteOf(domain)}?`}
      confirmLabel={`Start audit · ${cost.text}`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        The whole site is crawled, up to {formatNumber(maxPages)} pages, at {formatCredits(perPage(kind))} per
        crawled page: <strong>{cost.text}</strong>. A site with fewer pages costs less.
      </p>
    </ConfirmDialog>
  );
}
