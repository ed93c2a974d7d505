import { useQuery } from '@tanstack/react-query';
import { alertsQueries } from '../../api/alerts.ts';

/** How many alerts the person has not seen, beside the menu's "Alerts"; nothing when none, or when unknown. */
export function AlertsBadge() {
  const { data: unseen } = useQuery(alertsQueries.unseen());
  if (!unseen) return null;
  return (
    <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white">
      {unseen > 99 ? '99+' : unseen}
      <span className="sr-only"> not seen</span>
    </span>
  );
}
