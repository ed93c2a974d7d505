import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/audits/')({
  component: () => (
    <ComingSoon
      title="Audits"
      what={[
        'list, search and compare website audits',
        'create standard or advanced audits with every crawl setting, cost shown first',
      ]}
    />
  ),
});
