import { answerCost } from '../../components/answer/answer-cost.ts';
import type { AnswerOrigin } from '../../components/answer/use-answer-origin.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatNumber } from '../../lib/format.ts';
import { countOf } from '../../lib/plural.ts';

/**
 * Whether an answer has nothing to show: then the page says so instead of drawing an empty table, a
 * "keywords 0–0 of 0" pager and an export of 0 rows. `pastEnd`: the search has results, but not on this page
 * (an offset beyond the last one, e.g. from an edited link), so the pager stays to go back.
 */
export function emptyAnswer(shown: number, total: number, offset: number) {
  if (shown > 0) return undefined;
  return { pastEnd: total > 0 && offset > 0 };
}

/** The body of an empty answer. `hint` says what to change to find some. */
export function NoKeywords({ pastEnd, total, hint }: { pastEnd: boolean; total: number; hint: string }) {
  if (pastEnd)
    return (
      <p className="text-sm text-slate-700">
        This page is past the last result: the search found {formatNumber(total)} in all. Go back a page to
        see them.
      </p>
    );
  return (
    <Card>
      <p className="text-sm text-slate-700">
        The service returned none, so there is nothing to select or export. {hint}
      </p>
    </Card>
  );
}

/**
 * The line over a keyword answer: what this page of it cost (see answerCost), or, for an empty answer, that the
 * service charges per returned keyword and so charged nothing.
 */
export function pageCostText(
  shown: number,
  credits: number,
  origin: AnswerOrigin | undefined,
  fetchedAt: number,
): string {
  if (shown === 0) return 'No credits spent: the service charges per returned keyword';
  return `This page: ${countOf(shown, 'keyword')} · ${answerCost(origin, credits, fetchedAt)}`;
}
