import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/backlinks/')({
  component: () => (
    <ComingSoon
      title="Backlink reports"
      what={['preview a report’s price and create it', 'refresh and delete reports']}
    />
  ),
});
