import { ApiError } from '../../api/errors.ts';

/**
 * The spec's backlink errors (Errors 4) in plain words. The service's own message is always shown as it came;
 * this adds what it means and what to do, and which field a refused input belongs to.
 */

export interface PlainError {
  /** where the error belongs: at a field of the create form, or in a panel */
  field?: 'target' | 'mode';
  /** a sentence that says what happened and what to do next */
  advice?: string;
}

const WORDS: Record<string, PlainError> = {
  'invalid url': {
    field: 'target',
    advice:
      'The service did not accept this URL. Enter the page’s full address, such as https://example.com/page.',
  },
  'invalid domain': {
    field: 'target',
    advice: 'The service did not accept this domain. Enter only the domain, such as example.com.',
  },
  'invalid mode': { field: 'mode', advice: 'Choose host, domain or URL mode.' },
  'not enough money in your balance': {
    advice: 'Your account balance does not cover this price. Top up the balance, then try again.',
  },
  'failed to get backlinks. try again later': {
    advice:
      'The service could not collect backlinks for this target just now. Wait a few minutes and try again.',
  },
  'backlink report not found': {
    advice: 'The report may have been deleted. Open one from the list of backlink reports.',
  },
  'invalid report id': { advice: 'A report id is a number, as in /backlinks/1.' },
};

export function plainError(error: unknown): PlainError {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const key = message.trim().replace(/\.$/, '').toLowerCase();
  const words = WORDS[key] ?? WORDS[`${key}.`];
  if (words) return words;
  if (error instanceof ApiError && error.kind === 'credits')
    return WORDS['not enough money in your balance']!;
  return {};
}

/** The text at a field: the service's message, then the plain words. */
export function fieldMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const { advice } = plainError(error);
  return advice ? `${message}: ${advice}` : message;
}
