import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { alertsMutations, alertsQueries } from '../../api/alerts.ts';
import { useMe } from '../../api/me.ts';
import { ActionError } from '../../components/errors/action-error.tsx';
import { ErrorPanel } from '../../components/errors/error-panel.tsx';
import { useKnownSites } from '../../components/layout/use-sites.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tablist, tabClassName, tabProps } from '../../components/ui/tablist.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { countOf } from '../../lib/plural.ts';
import { ChannelFormCard } from './channel-form.tsx';
import { ChannelsTable } from './channels-list.tsx';
import { Notifications } from './notifications.tsx';
import { RuleFormCard } from './rule-form.tsx';
import { ruleRows, RulesTable } from './rules-list.tsx';
import type { AlertTab } from './search.ts';

const route = getRouteApi('/alerts');

const TABS: { tab: AlertTab; label: string }[] = [
  { tab: 'notifications', label: 'Notifications' },
  { tab: 'rules', label: 'Rules' },
  { tab: 'channels', label: 'Channels' },
];

/** A site by its name; null is a rule or alert of every site. */
function useSiteName() {
  const { sites } = useKnownSites();
  return (id: number | null) =>
    id === null ? 'All sites' : (sites.find((s) => s.id === id)?.name ?? `site #${id}`);
}

/** "Check now": every collector runs at once, and the notifications are read again. */
function CheckNow() {
  const check = useMutation(alertsMutations.check());
  return (
    <div className="flex flex-col items-end gap-1">
      <Button onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check now'}
      </Button>
      {check.data && (
        <p role="status" className="text-xs text-slate-700">
          Checked {countOf(check.data.observed, 'value')}: {countOf(check.data.fired, 'alert')} fired.
        </p>
      )}
      <ActionError error={check.error} />
    </div>
  );
}

function RulesTab() {
  const { sites } = useKnownSites();
  const siteName = useSiteName();
  const rules = useQuery(alertsQueries.rules());
  const channels = useQuery(alertsQueries.channels());
  const failed = rules.error ?? channels.error;
  return (
    <div className="space-y-4">
      {channels.data && <RuleFormCard sites={sites} channels={channels.data} />}
      <TitledCard title="Rules">
        {failed ? (
          <ErrorPanel
            error={failed}
            onRetry={() => {
              void rules.refetch();
              void channels.refetch();
            }}
          />
        ) : !rules.data || !channels.data ? (
          <Spinner label="Reading the rules…" />
        ) : (
          <RulesTable rows={ruleRows(rules.data, channels.data, siteName)} />
        )}
      </TitledCard>
    </div>
  );
}

function ChannelsTab() {
  const channels = useQuery(alertsQueries.channels());
  return (
    <div className="space-y-4">
      <ChannelFormCard />
      <TitledCard title="Channels">
        {channels.error ? (
          <ErrorPanel error={channels.error} onRetry={() => void channels.refetch()} />
        ) : channels.isPending ? (
          <Spinner label="Reading the channels…" />
        ) : (
          <ChannelsTable channels={channels.data} />
        )}
      </TitledCard>
    </div>
  );
}

/**
 * `/alerts`: what fired, for everyone it concerns; owners and admins also make the rules and the channels alerts
 * go to. The tab and the notifications' page live in the address.
 */
export function AlertsPage() {
  const { tab = 'notifications', page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  const role = useMe().data?.role;
  const manages = role === 'owner' || role === 'admin';
  const siteName = useSiteName();
  const shown: AlertTab = manages ? tab : 'notifications';
  const notifications = (
    <Notifications
      page={page}
      siteName={siteName}
      onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) })}
    />
  );

  return (
    <>
      <PageHeader
        title="Alerts"
        description="What changed that matters: AI presence, rankings, audits, backlinks, spend and jobs, checked when new data arrives and never on missing data. Costs 0 credits."
        actions={manages ? <CheckNow /> : undefined}
      />
      {!manages ? (
        <>
          {role && (
            <p className="mb-3 text-sm text-slate-600">
              The alerts of the sites you may see. Owners and admins make the rules and where they go.
            </p>
          )}
          {notifications}
        </>
      ) : (
        <>
          <Tablist label="Alerts" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
            {TABS.map((t) => (
              <Link
                key={t.tab}
                {...tabProps(shown === t.tab, 'alerts-panel')}
                id={`alerts-tab-${t.tab}`}
                from="/alerts"
                to="/alerts"
                search={(s) => ({ ...s, tab: t.tab === 'notifications' ? undefined : t.tab })}
                className={tabClassName(shown === t.tab)}
              >
                {t.label}
              </Link>
            ))}
          </Tablist>
          <div role="tabpanel" id="alerts-panel" aria-labelledby={`alerts-tab-${shown}`}>
            {shown === 'rules' ? <RulesTab /> : shown === 'channels' ? <ChannelsTab /> : notifications}
          </div>
        </>
      )}
    </>
  );
}
