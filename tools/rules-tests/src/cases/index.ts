import { BUILDS_CASES } from './builds.cases.js';
import { CONVERSATION_CASES } from './conversation.cases.js';
import { CUSTOMER_EVENTS_CASES } from './customer-events.cases.js';
import { NOTIFICATIONS_CASES } from './notifications.cases.js';
import { PACKAGES_CASES } from './packages.cases.js';
import { PLANS_CASES } from './plans.cases.js';
import { PUBLISHING_CASES } from './publishing.cases.js';
import { REQUESTS_CREATE_CASES } from './requests-create.cases.js';
import { REQUESTS_DELETE_CASES } from './requests-delete.cases.js';
import { REQUESTS_READ_CASES } from './requests-read.cases.js';
import { REQUESTS_UPDATE_CASES } from './requests-update.cases.js';
import { ROOT_CASES } from './root.cases.js';
import { SERVER_ONLY_CASES } from './server-only.cases.js';
import { SUPPORT_REQUESTS_CASES } from './support-requests.cases.js';
import type { RulesCase } from './types.js';
import { USERS_CASES } from './users.cases.js';

/** The one table of rules cases; every evaluator runs all of it and must reach each case's expected verdict. */
export const RULES_CASES: readonly RulesCase[] = [
  ...ROOT_CASES,
  ...PLANS_CASES,
  ...USERS_CASES,
  ...REQUESTS_READ_CASES,
  ...REQUESTS_CREATE_CASES,
  ...REQUESTS_UPDATE_CASES,
  ...REQUESTS_DELETE_CASES,
  ...BUILDS_CASES,
  ...PACKAGES_CASES,
  ...SERVER_ONLY_CASES,
  ...SUPPORT_REQUESTS_CASES,
  ...CUSTOMER_EVENTS_CASES,
  ...CONVERSATION_CASES,
  ...PUBLISHING_CASES,
  ...NOTIFICATIONS_CASES,
];

/** The test title of a case: who does what, and the expected verdict. */
export function caseTitle(rulesCase: RulesCase): string {
  return `[${rulesCase.who}] ${rulesCase.action}: ${rulesCase.name} -> ${rulesCase.expect}`;
}

export type { RulesCase } from './types.js';
