import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hasFreshAnswer } from '../../api/keywords.ts';
import { Pager } from '../../components/data-table/pager.tsx';
import { useClosedNote } from '../../components/roles/use-can.ts';
import { creditsFor, estimateCredits, formatEstimate, type PaidOperation } from '../../lib/credits.ts';
import { formatNumber } from '../../lib/format.ts';
import { emptyAnswer, NoKeywords, pageCostText } from './no-keywords.tsx';
import type { AnswerSeen, AnswerView } from './paid-answer.tsx';

interface PagedAnswer {
  op: PaidOperation;
  /** the query key of the same search at another offset */
  keyAt: (offset: number) => QueryKey;
  total: number;
  offset: number;
  limit: number;
  /** the keywords on this page */
  shown: number;
  onMove: (offset: number) => void;
  /** what to change to find some, when the service returned none */
  hint: string;
}

/**
 * What a page of a paged keyword answer shows in the paid-answer panel: how many the search found for the seed
 * (or that it found none), what this page cost, and the page itself.
 */
export function pagedAnswerView(
  a: PagedAnswer & {
    seed: string;
    /** "similar keywords", "No similar keywords found" */
    text: { rows: string; none: string };
    seen: AnswerSeen;
    results: ReactNode;
  },
): AnswerView {
  const { seed, text, seen, results, ...page } = a;
  const empty = emptyAnswer(a.shown, a.total, a.offset);
  return {
    title:
      empty && !empty.pastEnd
        ? `${text.none} for “${seed}”`
        : `${formatNumber(a.total)} ${text.rows} for “${seed}”`,
    cost: pageCostText(a.shown, creditsFor(a.op, a.shown), seen.origin, seen.updatedAt),
    body: <KeywordPages {...page}>{results}</KeywordPages>,
  };
}

/**
 * One page of a paged keyword answer (discovery and long-tail): the pager, whose buttons say what the page they
 * go to costs (nothing when its answer is saved), over the results, or what to change when there are none. A role
 * that cannot spend credits keeps the pages already saved and is told why the others are not offered.
 */
export function KeywordPages({
  op,
  keyAt,
  total,
  offset,
  limit,
  shown,
  onMove,
  hint,
  children,
}: PagedAnswer & { children: ReactNode }) {
  const qc = useQueryClient();
  const cannotPay = useClosedNote('paid');
  const empty = emptyAnswer(shown, total, offset);
  const saved = (o: number) => hasFreshAnswer(qc, keyAt(o));
  const costAt = (o: number) =>
    saved(o) ? 'saved' : formatEstimate(estimateCredits(op, Math.min(limit, Math.max(0, total - o))));
  return (
    <>
      {(!empty || empty.pastEnd) && (
        <Pager
          label="Result pages"
          noun="keywords"
          total={total}
          offset={offset}
          limit={limit}
          shown={shown}
          cost={costAt}
          closed={cannotPay ? { at: (o) => !saved(o), note: cannotPay } : undefined}
          onChange={(p) => onMove(p.offset)}
        />
      )}
      {empty ? <NoKeywords pastEnd={empty.pastEnd} total={total} hint={hint} /> : children}
    </>
  );
}
