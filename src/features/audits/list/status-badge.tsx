import { Badge } from '../../../components/ui/badge.tsx';

const LOOK: Record<string, { tone: 'neutral' | 'good' | 'warn' | 'bad' | 'info'; label: string }> = {
  queued: { tone: 'neutral', label: 'Queued' },
  processing: { tone: 'info', label: 'Crawling' },
  finished: { tone: 'good', label: 'Finished' },
  cancelled: { tone: 'warn', label: 'Cancelled' },
  expired: { tone: 'bad', label: 'Expired' },
};

/** The audit status in words (never colour alone); an unknown status from the service shows as sent. */
export function AuditStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { tone: 'neutral' as const, label: status };
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
