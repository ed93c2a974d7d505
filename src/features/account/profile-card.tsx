import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountQueries, type AccountProfile } from '../../api/account.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { AccountCard } from './account-card.tsx';
import { fullName, initials, languageName } from './account-view.ts';

/** Avatar, or initials when `picture` is null (or the link is broken). */
function Avatar({ profile }: { profile: AccountProfile }) {
  const [broken, setBroken] = useState(false);
  if (profile.picture && !broken) {
    return (
      <img
        src={profile.picture}
        alt={`Avatar of ${fullName(profile)}`}
        className="size-16 rounded-full object-cover"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-16 items-center justify-center rounded-full bg-indigo-100 text-xl font-semibold text-indigo-800"
    >
      {initials(profile)}
    </span>
  );
}

export function ProfileCard() {
  const profile = useQuery(accountQueries.profile());
  return (
    <AccountCard title="Profile" query={profile} loading="Loading the profile…">
      {profile.data && (
        <div className="flex items-start gap-4">
          <Avatar profile={profile.data} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">{fullName(profile.data)}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="flex flex-wrap items-center gap-2 text-slate-900">
              <span className="break-all">{profile.data.email}</span>
              {profile.data.email_verified ? (
                <Badge tone="good">Verified</Badge>
              ) : (
                <Badge tone="warn">Not verified</Badge>
              )}
            </dd>
            <dt className="text-slate-500">Language</dt>
            <dd className="text-slate-900">{languageName(profile.data.lang)}</dd>
          </dl>
        </div>
      )}
    </AccountCard>
  );
}
