import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { auditsQueries } from '../../../api/audits.ts';
import { ApiError } from '../../../api/errors.ts';
import { datesFromMessage, rememberDates } from './history-dates.ts';

/**
 * One history snapshot. A date that answers is remembered; a 404 is "no snapshot on that date", and the dates
 * its message names are remembered too, so the pickers can offer them.
 */
export function useSnapshot(auditId: number, date: string | undefined) {
  const q = useQuery({
    ...auditsQueries.history(auditId, date ?? ''),
    enabled: date !== undefined,
    // a past crawl does not change
    staleTime: Infinity,
  });
  const missing = q.error instanceof ApiError && q.error.kind === 'not_found';
  const offered = missing && q.error ? datesFromMessage(q.error.message, date) : [];
  const offeredKey = offered.join(',');
  useEffect(() => {
    if (q.data && date) rememberDates(auditId, [date]);
  }, [q.data, date, auditId]);
  useEffect(() => {
    if (offeredKey) rememberDates(auditId, offeredKey.split(','));
  }, [offeredKey, auditId]);
  return { query: q, data: q.data, missing, offered };
}
