import { PAGE_HEADINGS } from '../../lib/page-headings.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { BalanceCard } from './balance-card.tsx';
import { BrandCard } from './brand-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SpendCard } from './spend-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** The account behind the project key: three reads, each panel loading and failing on its own. */
export function AccountPage() {
  return (
    <div>
      <PageHeader {...PAGE_HEADINGS.account} />
      {/* min-w-0 on every panel: a wide table scrolls inside its panel instead of widening the page's grid */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="lg:col-span-2">
          <ProfileCard />
        </div>
        <BalanceCard />
        <SubscriptionCard />
        <div className="lg:col-span-2">
          <SpendCard />
        </div>
        <div className="lg:col-span-2">
          <BrandCard />
        </div>
      </div>
    </div>
  );
}
