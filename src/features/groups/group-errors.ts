import { ApiError } from '../../api/errors.ts';

export type GroupAction = 'rename' | 'delete' | 'move';

/**
 * What the spec says an answer means (spec, "Project groups": 400 if name missing; 404 if group missing), in
 * words, beside the service's own message.
 */
export function explainGroupError(error: unknown, action: GroupAction): string | undefined {
  if (!(error instanceof ApiError) || error.refusedHere) return undefined;
  if (error.kind === 'not_found') {
    return action === 'move'
      ? 'The service answered 404: the group no longer exists, or one of the sites is unknown to it.'
      : 'The service answered 404: this group no longer exists. It may have been deleted elsewhere; the list has been re-read.';
  }
  if (error.status === 400 && action === 'rename') {
    return 'The service answered 400: a group needs a name.';
  }
  if (error.status === 400 && action === 'move') {
    return 'The service answered 400: check the site ids.';
  }
  return undefined;
}

/** A 404 on a group means the list we show is out of date. */
export const isGroupGone = (error: unknown, action: GroupAction): boolean =>
  error instanceof ApiError && error.kind === 'not_found' && action !== 'move';

/** The same error, its message followed by what the answer means, for ErrorPanel. */
export function withExplanation(error: unknown, action: GroupAction): unknown {
  const extra = explainGroupError(error, action);
  if (!extra || !(error instanceof ApiError)) return error;
  const own = error.message.replace(/[.\s]+$/, '');
  return new ApiError(
    error.status,
    `${own}. ${extra}`,
    error.kind,
    error.base,
    error.method,
    error.retrySafe,
    error.body,
  );
}
