import { requestRecord, stampedAt } from '../../functions/src/contracts/__fixtures__/records.js';
import type { RequestRecord } from '../../functions/src/contracts/requests.js';
import { DATABASE_NAMESPACE, DATABASE_URL } from './stack-urls.js';

/** Writes a database path with the owner credential, as the server would (rules do not apply). */
export async function writeDatabase(path: string, value: unknown): Promise<void> {
  const response = await fetch(`${DATABASE_URL}/${path}.json?ns=${DATABASE_NAMESPACE}`, {
    method: 'PUT',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });
  if (!response.ok) throw new Error(`PUT ${path} answered ${response.status}: ${await response.text()}`);
}

let sequence = 0;

/**
 * Stores a request of `uid` as it looks after creation (or after payment with `paymentStatus: 'paid'`), with
 * `createdAt` counting up so the list's newest-first order is the order of the calls.
 */
export async function seedRequest(uid: string, fields: Partial<RequestRecord> = {}): Promise<RequestRecord> {
  sequence += 1;
  const now = Date.UTC(2026, 10, 20, 5, 30) + sequence * 60_000;
  const id = fields.id ?? `-Oe2e${String(Date.now()).slice(-8)}${String(sequence).padStart(4, '0')}`;
  const record = requestRecord({ id, appName: `Seeded App ${sequence}`, ...stampedAt(now), ...fields });
  await writeDatabase(`requests/${uid}/${id}`, record);
  return record;
}
