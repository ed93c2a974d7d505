import { ApiError } from '../../api/errors.ts';
import { plural } from '../../lib/plural.ts';

/**
 * Why a creation request was refused, in words a person can act on. The spec names `processing_limit_exceeded`
 * (status not shown; the service notes a 429 for rate limits), so the name is looked for anywhere in the
 * answer, whatever the status.
 */
export interface CreateFailure {
  title: string;
  message: string;
}

const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

const mentions = (e: ApiError, word: string) =>
  e.message.includes(word) || JSON.stringify(e.body ?? '').includes(word);

export function explainCreateError(error: unknown, notQueued: number): CreateFailure {
  const rest = `${notQueued} ${plural(notQueued, 'query was', 'queries were')} not queued and ${plural(notQueued, 'is', 'are')} still in the form.`;
  if (error instanceof ApiError) {
    if (mentions(error, 'processing_limit_exceeded')) {
      return {
        title: 'The service is busy with your other tasks',
        message: `Up to 600 SERP tasks can be processed at once (processing_limit_exceeded). ${rest} Send them again once some running tasks have completed.`,
      };
    }
    if (error.kind === 'rate_limit') {
      return {
        title: 'Too many requests at once',
        message: `The service accepts up to 10 task-creation requests per second and refused one (429), perhaps because another tab or tool is queueing too. ${rest} Wait a moment and send them again.`,
      };
    }
    if (error.refusedHere) {
      return { title: 'Searchboard refused the request', message: `${sentence(error.message)} ${rest}` };
    }
    if (error.kind === 'credits') {
      return { title: 'Not enough credits', message: `${sentence(error.message)} ${rest}` };
    }
    return { title: 'The service refused the request', message: `${sentence(error.message)} ${rest}` };
  }
  const text = error instanceof Error ? error.message : String(error);
  return { title: 'Something went wrong', message: `${sentence(text)} ${rest}` };
}
