import { useMe } from '../../api/me.ts';
import { roleAllows } from '../../lib/people.ts';
import { AccountSummary } from './account-summary.tsx';
import { SiteSwitcher } from './site-switcher.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { UserMenu } from './user-menu.tsx';
import { useActiveSiteId, useKnownSites } from './use-sites.ts';

/**
 * The header's data: site switcher, account summary (for the roles that may see the account) and who is signed in.
 * Loaded as its own chunk, so the shell (and its entry chunk) paints without the schema library; this bar arrives a
 * moment later, with its data.
 */
export function ShellBar() {
  const { sites } = useKnownSites();
  const activeId = useActiveSiteId(sites);
  const me = useMe();
  // unknown (the server could not say): shown, and the server answers for the account itself
  const account = me.isError || (me.data !== undefined && roleAllows(me.data.role, 'ledger'));
  return (
    <>
      <SiteSwitcher sites={sites} activeId={activeId} forClient={me.data?.role === 'client'} />
      {account && <AccountSummary />}
      <ThemeSwitch />
      <UserMenu />
    </>
  );
}
