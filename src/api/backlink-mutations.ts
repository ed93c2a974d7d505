import { mutationOptions } from '@tanstack/react-query';
import { accountQueries } from './account.ts';
import {
  backlinksQueries,
  createBacklinkReport,
  deleteBacklinkReport,
  refreshBacklinkReport,
  type ReportId,
  type ReportTarget,
} from './backlinks.ts';
import { invalidate } from './invalidate.ts';

/**
 * Create and refresh withdraw money: never retried. Both refresh the account too (the balance in the header),
 * also after a failure, since a request that failed on the way back may still have been charged.
 */
export const backlinksMutations = {
  create: () =>
    mutationOptions({
      mutationFn: (target: ReportTarget) => createBacklinkReport(target),
      retry: false,
      onSuccess: (_r, _v, _c, { client }) => client.invalidateQueries({ queryKey: backlinksQueries.lists() }),
      onSettled: (_r, _e, _v, _c, { client }) => client.invalidateQueries({ queryKey: accountQueries.all() }),
    }),
  refresh: () =>
    mutationOptions({
      mutationFn: (reportId: ReportId) => refreshBacklinkReport(reportId),
      retry: false,
      onSuccess: (_void, reportId, _c, { client }) =>
        invalidate(client, [backlinksQueries.report(reportId), backlinksQueries.lists()]),
      onSettled: (_r, _e, _v, _c, { client }) => client.invalidateQueries({ queryKey: accountQueries.all() }),
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (reportId: ReportId) => deleteBacklinkReport(reportId),
      onSuccess: (_void, reportId, _c, { client }) => {
        client.removeQueries({ queryKey: backlinksQueries.report(reportId) });
        return client.invalidateQueries({ queryKey: backlinksQueries.lists() });
      },
    }),
};
