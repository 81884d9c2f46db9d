import { push, ref, serverTimestamp, set } from 'firebase/database';
import { firebaseDb } from '@/lib/firebase-database';
import type { Plan } from '@/types/api';
import { type RequestFormValues, trimRequestValues } from '../lib/validate-request';

export interface NewRequestInput {
  values: RequestFormValues;
  iconDataUrl: string;
  plan: Plan;
  /** The signed-in account's email; the contact email stands in when the account has none (spec §3). */
  accountEmail: string | null;
}

/**
 * The initial state of a request (spec §4, common.md data model): Queued, 0 %, unpaid; plan name
 * and price copied from the plan record (the rules compare them with plans/{planId}).
 */
export function buildRequestRecord(
  input: NewRequestInput,
  id: string,
  timestamp: object,
  nowIso: string,
): Record<string, unknown> {
  const values = trimRequestValues(input.values);
  const record: Record<string, unknown> = {
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
    status: 'Queued',
    progressPercent: 0,
    paymentStatus: 'unpaid',
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
  const listRef = ref(firebaseDb(), `requests/${uid}`);
  const newRef = push(listRef);
  const id = newRef.key;
  if (!id) throw new Error('Could not allocate a request id');
  await set(newRef, buildRequestRecord(input, id, serverTimestamp(), new Date().toISOString()));
  return id;
}
