import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/serp/$taskId')({
  component: () => (
    <ComingSoon
      title="SERP task"
      what={['read standard and advanced results', 'browse the HTML dump inside the app']}
    />
  ),
});
