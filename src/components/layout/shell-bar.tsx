import { AccountSummary } from './account-summary.tsx';
import { SignOut } from './sign-out.tsx';
import { SiteSwitcher } from './site-switcher.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { useActiveSiteId, useKnownSites } from './use-sites.ts';

/**
 * The header's data: site switcher and account summary (and sign-out on a team server). Loaded as its own chunk, so the shell (and its entry
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
      <SignOut />
    </>
  );
}
