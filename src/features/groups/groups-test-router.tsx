import { renderRoutes } from '../../components/testing/render-routes.tsx';
import { GroupsPage } from './groups-page.tsx';
import { parseGroupsSearch } from './search.ts';

/** The groups page at `path` with the real route's path, and a fresh QueryClient. */
export const renderGroups = (path = '/groups') =>
  renderRoutes(path, [{ path: 'groups', validateSearch: parseGroupsSearch, component: GroupsPage }]);
