import { userRequestsPath } from '@contracts/database-paths';
import type { Plan } from '@contracts/plans';
import { INITIAL_REQUEST_STATE, type RequestRecord } from '@contracts/requests';
import { push, ref, serverTimestamp, set } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import { type RequestFormValues, trimRequestValues } from '../lib/validate-request';

export interface NewRequestInput {
  values: RequestFormValues;
  iconDataUrl: string;
  plan: Plan;
  /** The signed-in account's email; the contact email stands in when the account has none (docs/product.md §3). */
  accountEmail: string | null;
}

/** A new request as written: its timestamps are the database's server-time placeholder. */
type NewRequestRecord = Omit<RequestRecord, 'createdAt' | 'updatedAt'> & { createdAt: object; updatedAt: object };

/**
 * The initial state of a request (docs/product.md §4, docs/data-model.md): Queued, 0 %, unpaid; plan name
 * and price copied from the plan record (the rules compare them with plans/{planId}).
 */
export function buildRequestRecord(
  input: NewRequestInput,
  id: string,
  timestamp: object,
  nowIso: string,
): NewRequestRecord {
  const values = trimRequestValues(input.values);
  const record: NewRequestRecord = {
    id,
    url: values.url,
    appName: values.appName,
    email: values.email,
    accountHolderEmail: input.accountEmail?.trim() || values.email,
    phone: values.phone,
    description: values.description,
    extraInstructions: values.extraInstructions,
    planId: input.plan.id,
    planName: input.plan.name,
    iconDataUrl: input.iconDataUrl,
    ...INITIAL_REQUEST_STATE,
    createdAt: timestamp,
    createdAtISO: nowIso,
    updatedAt: timestamp,
    updatedAtISO: nowIso,
  };
  // RTDB has no null: a custom plan simply has no amountInr.
  if (input.plan.priceInr !== null) record.amountInr = input.plan.priceInr;
  return record;
}

export async function createRequest(uid: string, input: NewRequestInput): Promise<string> {
  const listRef = ref(firebaseDb(), userRequestsPath(uid));
  const newRef = push(listRef);
  const id = newRef.key;
  if (!id) throw new Error('Could not allocate a request id');
  await set(newRef, buildRequestRecord(input, id, serverTimestamp(), new Date().toISOString()));
  return id;
}
