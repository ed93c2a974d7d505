import type { SandboxArea } from './area.ts';
import { aiTrackingArea } from './areas/ai-tracking.ts';
import { auditsArea } from './areas/audits.ts';
import { checklistArea } from './areas/checklist.ts';
import { groupsArea } from './areas/groups.ts';
import { accountArea } from './areas/account.ts';
import { keywordsArea } from './areas/keywords.ts';
import { serpArea } from './areas/serp.ts';
import { backlinksArea } from './areas/backlinks.ts';

/** Every area of the spec, in the spec's order. */
export const AREAS: SandboxArea[] = [
  aiTrackingArea,
  auditsArea,
  checklistArea,
  groupsArea,
  accountArea,
  keywordsArea,
  serpArea,
  backlinksArea,
];
