import { ACTIVITY_NEEDS } from '../activity/routes.ts';
import { LOCAL_NEEDS } from '../http/local-routes.ts';
import { POSITIONS_NEEDS } from '../positions/api.ts';
import { SHARE_NEEDS } from '../share/share-api.ts';
import { PEOPLE_NEEDS } from './people-routes.ts';
import { BRAND_NEEDS } from '../brand/brand-routes.ts';
import { OUTBOX_NEEDS } from '../mail/outbox-routes.ts';
import { REPORT_SCHEDULE_NEEDS } from '../reports/routes.ts';
import { ALERT_NEEDS } from '../alerts/routes.ts';
import { SESSION_NEEDS, type LocalNeeds } from './local-needs.ts';

export type { LocalNeed, LocalNeeds } from './local-needs.ts';
export { SESSION_NEEDS } from './local-needs.ts';

/**
 * Every table of the local routes, for the access gate and the test that every registered route has a need. A new
 * module of local routes adds its table here.
 */
export const ROUTE_NEEDS: readonly LocalNeeds[] = [
  SESSION_NEEDS,
  LOCAL_NEEDS,
  POSITIONS_NEEDS,
  SHARE_NEEDS,
  PEOPLE_NEEDS,
  ACTIVITY_NEEDS,
  OUTBOX_NEEDS,
  BRAND_NEEDS,
  REPORT_SCHEDULE_NEEDS,
  ALERT_NEEDS,
];
