import { AccountSummary } from './account-summary.tsx';
import { SiteSwitcher } from './site-switcher.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { useActiveSiteId, useKnownSites } from './use-sites.ts';

/**
 * The header's data: site switcher and account summary. Loaded as its own chunk, so the shell (and its entry
 * chunk) paints without the schema library; this bar arrives a moment later, with its data.
 */
export function ShellBar() {
  const { sites } = useKnownSites();
  const activeId = useActiveSiteId(sites);
  return (
    <>
      <SiteSwitcher sites={sites} activeId={activeId} />
      <AccountSummary />
      <ThemeSwitch />
    </>
  );
}
