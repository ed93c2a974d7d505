import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/backlinks/$reportId')({
  component: () => (
    <ComingSoon
      title="Backlink report"
      what={['read the overview, backlinks, referring domains and anchors']}
    />
  ),
});
