import { HttpsError } from 'firebase-functions/https';
import type { Caller } from '../platform/callers/caller.js';
import type { UpdateRequestTextInput, UpdateRequestTextResult } from '../contracts/callables.js';
import { requestPath } from '../contracts/database-paths.js';
import { REQUEST_TEXT_MAX_LENGTH } from '../contracts/limits.js';
import { REQUEST_INPUT_MESSAGES } from '../contracts/request-input.js';
import type { EditableRequestField, RequestRecord } from '../contracts/requests.js';
import { isoOf, type Clock } from '../platform/clock.js';
import type { Db } from '../platform/db.js';
import { isSafeKey } from '../platform/ids.js';

export interface UpdateRequestTextDeps {
  db: Db;
  clock: Clock;
}

const EDITABLE: readonly EditableRequestField[] = ['description', 'extraInstructions'];
const TOO_LONG: Record<EditableRequestField, string> = {
  description: REQUEST_INPUT_MESSAGES.descriptionTooLong,
  extraInstructions: REQUEST_INPUT_MESSAGES.instructionsTooLong,
};
const PAID_REQUEST_READ_ONLY = 'Paid requests cannot be edited.';

function parseInput(data: unknown): UpdateRequestTextInput {
  const input = (data ?? {}) as Record<string, unknown>;
  if (!isSafeKey(input.requestId)) throw new HttpsError('invalid-argument', 'requestId is required.');
  if (!EDITABLE.includes(input.field as EditableRequestField))
    throw new HttpsError('invalid-argument', 'Only the description and the extra instructions can be edited.');
  if (typeof input.value !== 'string') throw new HttpsError('invalid-argument', 'The text must be a string.');
  const field = input.field as EditableRequestField;
  const value = input.value.trim();
  if (value.length > REQUEST_TEXT_MAX_LENGTH) throw new HttpsError('invalid-argument', TOO_LONG[field]);
  return { requestId: input.requestId, field, value };
}

/**
 * updateRequestText: the owner edits the description or the extra instructions of an unpaid request (docs/product.md
 * §4, §7). A transaction on the request, so a payment landing at the same moment wins and the paid request stays as
 * it was paid for; updatedAt and updatedAtISO come from one server clock reading.
 */
export async function updateRequestText(
  deps: UpdateRequestTextDeps,
  caller: Caller,
  data: unknown,
): Promise<UpdateRequestTextResult> {
  const { requestId, field, value } = parseInput(data);
  const now = deps.clock.now();
  let outcome: 'updated' | 'missing' | 'paid' = 'missing';
  await deps.db.transaction<RequestRecord>(requestPath(caller.uid, requestId), (current) => {
    // `null` may be the SDK's empty cache: answering null (no change) lets it retry with the server's value.
    if (current === null) {
      outcome = 'missing';
      return null;
    }
    if (current.paymentStatus === 'paid') {
      outcome = 'paid';
      return undefined;
    }
    outcome = 'updated';
    return { ...current, [field]: value, updatedAt: now, updatedAtISO: isoOf(now) };
  });
  if (outcome === 'missing') throw new HttpsError('not-found', 'Request not found.');
  if (outcome === 'paid') throw new HttpsError('failed-precondition', PAID_REQUEST_READ_ONLY);
  return { updatedAt: now };
}
