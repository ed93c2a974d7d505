import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { auditsQueries } from '../../api/audits.ts';
import { ledgerQueries } from '../../api/ledger.ts';
import { serpQueries } from '../../api/serp.ts';
import { formatNumber } from '../../lib/format.ts';
import { queuedSerpTasks, runningAudits } from './overview-figures.ts';
import { TEAM_SPEND_ROWS } from './first-reads.ts';

const dash = <span aria-label="not read yet">…</span>;

/** A figure as read: what failed, "…" until it is read, then the number. */
const count = (error: unknown, failed: string, n: number | undefined) =>
  error ? failed : n === undefined ? dash : formatNumber(n);

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

/** What runs now in one area, with the way to it. */
function AreaTile(props: { label: string; figure: ReactNode; to: '/audits' | '/serp'; area: string }) {
  return (
    <Tile label={props.label}>
      {props.figure}{' '}
      <Link to={props.to} className="text-sm font-normal text-indigo-700 underline">
        {props.area}
      </Link>
    </Tile>
  );
}

/** The team's morning line: credits spent this month against the budget, and what is running now. */
export function TeamStrip() {
  const spend = useQuery(ledgerQueries.spend(TEAM_SPEND_ROWS));
  const audits = useQuery(auditsQueries.every());
  const tasks = useQuery(serpQueries.tasks());
  const month = spend.data?.month;
  const budget = spend.data?.budget.monthly ?? null;
  const running = audits.data ? runningAudits(audits.data.items) : undefined;
  const queued = tasks.data ? queuedSerpTasks(tasks.data) : undefined;
  return (
    <dl className="mb-6 grid gap-3 sm:grid-cols-3" aria-label="This month and now">
      <Tile label="Credits spent this month">
        {count(spend.error, 'Could not read the ledger', month)}
        {month !== undefined && (
          <span className="text-sm font-normal text-slate-600">
            {budget !== null ? ` of ${formatNumber(budget)} budget` : ' · no monthly budget set'}
          </span>
        )}
      </Tile>
      <AreaTile
        label="Audits queued or crawling"
        figure={count(audits.error, 'Could not read the audits', running)}
        to="/audits"
        area="Audits"
      />
      <AreaTile
        label="SERP tasks queued"
        figure={count(tasks.error, 'Could not read the tasks', queued)}
        to="/serp"
        area="SERP"
      />
    </dl>
  );
}
