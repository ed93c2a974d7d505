import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/reports/$siteId')({
  component: () => (
    <ComingSoon
      title="Site report"
      what={[
        'a printable, shareable report of one site over a date range',
        'annotations on every trend chart',
      ]}
    />
  ),
});
