import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/sites/$siteId/ai/$engineId')({
  component: () => (
    <ComingSoon
      title="AI engine"
      what={['see one engine’s statistics, rankings and prompts', 'chart each prompt’s positions by day']}
    />
  ),
});
