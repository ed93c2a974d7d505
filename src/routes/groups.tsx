import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon.tsx';

export const Route = createFileRoute('/groups')({
  component: () => (
    <ComingSoon
      title="Project groups"
      what={['create, rename and delete groups', 'move sites into a group']}
    />
  ),
});
