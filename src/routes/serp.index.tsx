import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/serp/')({
  component: () => (
    <ComingSoon
      title="SERP collection"
      what={[
        'queue SERP tasks for up to 10 queries each, cost shown first',
        'follow tasks of the last 24 hours',
      ]}
    />
  ),
});
