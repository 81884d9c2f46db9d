import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import { refuseRevokedCaller } from '../platform/callers/revoked-account.js';
import type { CreateRequestResult, RequestInputErrorDetails } from '../contracts/callables.js';
import { requestPath } from '../contracts/database-paths.js';
import {
  pullToRefreshOf,
  REQUEST_INPUT_FIELDS,
  REQUEST_INPUT_MESSAGES,
  trimRequestInput,
  validateRequestInput,
  type RequestInput,
  type RequestInputField,
} from '../contracts/request-input.js';
import { INITIAL_REQUEST_STATE, type RequestRecord } from '../contracts/requests.js';
import { checkExtraHosts, EXTRA_HOST_MESSAGES } from '../contracts/extra-hosts.js';
import { isPublicSuffix } from '../platform/public-suffix.js';
import { findPlan, PLANS } from '../plans/catalog.js';
import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import * as logs from '../logs.js';
import { recordCustomerEvent, type CustomerEventDeps } from './record-customer-event.js';
import { takeRequestSlot, undoRequestSlot } from './request-quota.js';

export interface CreateRequestDeps {
  db: Db;
  clock: Clock;
  newRequestId(nowMs: number): string;
  /** The "request received" timeline entry and email (recordCustomerEvent). */
  events: CustomerEventDeps;
}

const OPTIONAL: readonly RequestInputField[] = ['phone', 'description', 'extraInstructions', 'iconDataUrl'];
type TextField = Exclude<RequestInputField, 'extraHosts' | 'pullToRefresh'>;
const isTextField = (name: RequestInputField): name is TextField => name !== 'extraHosts' && name !== 'pullToRefresh';

function invalid(field: RequestInputField, message: string): HttpsError {
  const details: RequestInputErrorDetails = { field };
  return new HttpsError('invalid-argument', message, details);
}

/**
 * `data` as a RequestInput: every field a string (optional ones may be absent), the extra hosts a list (absent: none,
 * each item checked by validateRequestInput), pull-to-refresh a boolean (absent: on), nothing else, then trimmed.
 */
function parseRequestInput(data: unknown): RequestInput {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HttpsError('invalid-argument', 'The request must be an object.');
  const record = data as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !(REQUEST_INPUT_FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw new HttpsError('invalid-argument', `Unknown field: ${unknown.slice(0, 40)}.`);
  const input = {} as RequestInput;
  for (const field of REQUEST_INPUT_FIELDS.filter(isTextField)) {
    const value = record[field];
    if (value === undefined && OPTIONAL.includes(field)) input[field] = '';
    else if (typeof value === 'string') input[field] = value;
    else throw invalid(field, `${field} must be text.`);
  }
  const hosts = record.extraHosts ?? [];
  if (!Array.isArray(hosts)) throw invalid('extraHosts', EXTRA_HOST_MESSAGES.notList);
  input.extraHosts = hosts as string[];
  const pullToRefresh = pullToRefreshOf(record.pullToRefresh);
  if (pullToRefresh === null) throw invalid('pullToRefresh', REQUEST_INPUT_MESSAGES.pullToRefreshNotBoolean);
  input.pullToRefresh = pullToRefresh;
  return trimRequestInput(input);
}

/**
 * createRequest: the request form's values, checked with the one shared definition (contracts/request-input.ts),
 * a quota slot taken (contracts/limits.ts), then the request written with what only the server decides: a push-style
 * id, the plan's name and price from the catalog, the initial state, the account's email, and both timestamps and
 * their ISO twins from one clock reading (docs/api.md "createRequest"); then "Request received" on its timeline and
 * by email.
 */
export async function createRequest(
  deps: CreateRequestDeps,
  caller: Caller,
  data: unknown,
): Promise<CreateRequestResult> {
  const input = parseRequestInput(data);
  const problem = validateRequestInput(
    input,
    PLANS.map((plan) => plan.id),
    isPublicSuffix,
  );
  if (problem) throw invalid(problem.field, problem.message);
  const plan = findPlan(input.planId);
  if (!plan) throw invalid('planId', 'Please choose a plan.');
  // Stored as the rule normalises them (lower-case punycode, no duplicates): what the app will be built with.
  const checked = checkExtraHosts(input.extraHosts, isPublicSuffix);
  const extraHosts = 'hosts' in checked ? checked.hosts : [];

  // A suspended account takes no quota slot and creates nothing (docs/api.md "Abuse controls").
  await refuseRevokedCaller(deps.db, caller.uid);
  const now = deps.clock.now();
  const requestId = deps.newRequestId(now);
  await takeRequestSlot(deps.db, caller.uid, requestId, now);
  const record: RequestRecord = {
    id: requestId,
    url: input.url,
    appName: input.appName,
    email: input.email,
    // Verified (the entry checked it), so always present; the spec's fallback to the contact email is moot.
    accountHolderEmail: caller.email ?? input.email,
    phone: input.phone,
    description: input.description,
    extraInstructions: input.extraInstructions,
    planId: plan.id,
    planName: plan.name,
    // The database has no null: the custom plan simply has no amountInr until support quotes it.
    ...(plan.priceInr === null ? {} : { amountInr: plan.priceInr }),
    iconDataUrl: input.iconDataUrl,
    ...(extraHosts.length ? { extraHosts } : {}),
    // Stored only when off, as the build body and the shell's config.json say it: absent means on.
    ...(input.pullToRefresh ? {} : { pullToRefresh: false as const }),
    ...INITIAL_REQUEST_STATE,
    createdAt: now,
    createdAtISO: isoOf(now),
    updatedAt: now,
    updatedAtISO: isoOf(now),
  };
  try {
    await deps.db.set(requestPath(caller.uid, requestId), record);
  } catch (error) {
    // The slot heals itself anyway (takeRequestSlot drops open ids without a request), so the write's error wins.
    await undoRequestSlot(deps.db, caller.uid, requestId).catch((undoError: unknown) =>
      logs.requestQuotaUndoFailed(caller.uid, requestId, undoError),
    );
    throw error;
  }
  logs.requestCreated(caller.uid, requestId, plan.id);
  // The request exists whatever the mail server says: "request received" is recorded after it, and a failure to
  // record it is logged, never turned into a failed submission (the customer would submit twice).
  await recordCustomerEvent(deps.events, {
    uid: caller.uid,
    requestId,
    eventId: `created-${requestId}`,
    entry: { at: now, kind: 'created', by: 'customer' },
  }).catch((error: unknown) => logs.customerEventFailed(caller.uid, requestId, `created-${requestId}`, error));
  return { requestId };
}
