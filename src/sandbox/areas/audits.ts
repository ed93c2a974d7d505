import type { SandboxArea } from '../area.ts';
import { createAudit, deleteAudit, listAudits, recheckAudit, renameAudit } from './audits/handlers-manage.ts';
import {
  auditHistory,
  auditIssuePages,
  auditLinks,
  auditPageIssues,
  auditPages,
  auditReport,
  auditStatus,
} from './audits/handlers-read.ts';
import { seedAudits } from './audits/seed.ts';
import { migrateAudits, pinRelativeRuns } from './audits/store.ts';

const P = '/v1/site-audit/audits';

/** Website audit: the 14 operations of the spec's "Website audit" section, on the data interface. */
export const auditsArea: SandboxArea = {
  name: 'audits',
  migrate: migrateAudits,
  seed: seedAudits,
  start: pinRelativeRuns,
  routes(router) {
    router.add('data', 'POST', `${P}/standard`, createAudit(false));
    router.add('data', 'POST', `${P}/advanced`, createAudit(true));
    router.add('data', 'GET', P, listAudits);
    router.add('data', 'GET', `${P}/status`, auditStatus);
    router.add('data', 'GET', `${P}/report`, auditReport);
    router.add('data', 'GET', `${P}/pages`, auditPages);
    router.add('data', 'GET', `${P}/issue-pages`, auditIssuePages);
    router.add('data', 'GET', `${P}/issues`, auditPageIssues);
    router.add('data', 'GET', `${P}/links`, auditLinks);
    router.add('data', 'GET', `${P}/history`, auditHistory);
    router.add('data', 'PATCH', P, renameAudit);
    router.add('data', 'DELETE', P, deleteAudit);
    router.add('data', 'POST', `${P}/recheck/standard`, recheckAudit(false));
    router.add('data', 'POST', `${P}/recheck/advanced`, recheckAudit(true));
  },
};
