import { PageHeader } from '../../components/ui/page-header.tsx';
import { BalanceCard } from './balance-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { SpendCard } from './spend-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** The account behind the project key: three reads, each panel loading and failing on its own. */
export function AccountPage() {
  return (
    <div>
      <PageHeader
        title="Account"
        description="The account behind the project key: who it belongs to, its balance and its plan, and the credits this Searchboard spent."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ProfileCard />
        </div>
        <BalanceCard />
        <SubscriptionCard />
        <div className="lg:col-span-2">
          <SpendCard />
        </div>
      </div>
    </div>
  );
}
