import type { Who } from './identities.js';

/** The query a read case attaches (the listing of docs/product.md §7 orders requests by createdAt). */
export interface QuerySpec {
  orderByChild: string;
  limitToLast?: number;
}

/** One client operation, as the web SDK would issue it. Paths have no leading slash. */
export type Operation =
  | { kind: 'read'; path: string; query?: QuerySpec }
  | { kind: 'set'; path: string; value: unknown }
  | { kind: 'update'; path: string; patch: Record<string, unknown> }
  | { kind: 'remove'; path: string };

/** The data-model area a case is about (the coverage test checks every area x who x action). */
export type Area =
  | 'root'
  | 'plans'
  | 'users'
  | 'requests'
  | 'builds'
  | 'packages'
  | 'orders'
  | 'payments'
  | 'signingKeys'
  | 'rateLimits'
  | 'webhookEvents'
  | 'tombstones'
  | 'timeline'
  | 'deliverables'
  | 'publishing'
  | 'audit'
  | 'outbox'
  | 'quotas'
  | 'keyExports'
  | 'fulfilmentQueue'
  | 'buildLedger'
  | 'abuseReports'
  | 'revocations'
  | 'buildExpiry'
  | 'downloadUses'
  | 'uploadKeys'
  | 'campaigns'
  | 'attachments'
  | 'conversationReads'
  | 'supportStaff'
  | 'invoices'
  | 'invoiceSeries'
  | 'notifications'
  | 'notificationFeeds'
  | 'notificationInstalls';

/** What the operation means for the data: reads, and the three kinds of write. */
export type Action = 'read' | 'query' | 'create' | 'update' | 'delete';

export interface RulesCase {
  /** The test title: what is tried and why it must be allowed or denied. */
  name: string;
  area: Area;
  action: Action;
  who: Who;
  op: Operation;
  expect: 'allow' | 'deny';
  /** Extra records written (rules bypassed) on top of the base seed, by path. */
  seed?: Record<string, unknown>;
}

/** What an evaluator concluded. `detail` explains a decision when a test fails. */
export interface Verdict {
  allowed: boolean;
  detail: string;
  /**
   * For writes, when the evaluator can tell: whether the stored data changed. A refused write must leave the
   * database exactly as seeded, an accepted one must change it (every allowed write case changes something).
   */
  dataChanged?: boolean;
  /** For allowed reads, when the evaluator can tell: whether the client received exactly the stored data. */
  readMatchesStore?: boolean;
  /** What an allowed read returned (emulator evaluator). */
  value?: unknown;
}
