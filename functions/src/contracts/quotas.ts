// `quotas/{uid}` (docs/data-model.md): what createRequest counts against the limits of contracts/limits.ts.
// Server-only. Sets of request ids rather than bare counters, so every change is idempotent: paying or deleting
// a request removes its id (twice is the same as once), and a retried creation adds the same id again.

export interface RequestQuotaRecord {
  /** The account's open (unpaid, not deleted) requests: request id -> createdAt. */
  open?: Record<string, number>;
  /** Requests created in the last hour: request id -> createdAt (older entries are pruned on every creation). */
  recent?: Record<string, number>;
  /** When the record was built from the account's existing requests (accounts older than the quota). */
  countedAt: number;
  updatedAt: number;
}
