import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/account')({
  component: () => <ComingSoon title="Account" what={['read the profile, balance and subscription']} />,
});
