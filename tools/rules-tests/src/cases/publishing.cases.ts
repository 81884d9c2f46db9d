import { ALL_WHO, OTHER, OWNER } from './identities.js';
import { REQ, SEEDED_AT } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { RulesCase } from './types.js';

// publishing/{uid}/{requestId} (docs/data-model.md): the owner and support read it; nobody writes it from a client,
// support included. Whatever the record says (a step marked done, the upload certificate Play knows, a listing within
// Play's limits) is what a callable checked and wrote.
const RECORD = `publishing/${OWNER}/${REQ.ownerPaid}`;
const READERS = new Set(['owner', 'support']);

const reads: RulesCase[] = ALL_WHO.flatMap((who): RulesCase[] => [
  {
    name: `${READERS.has(who) ? 'reads' : 'cannot read'} the owner's publishing record`,
    area: 'publishing',
    action: 'read',
    who,
    op: read(RECORD),
    expect: READERS.has(who) ? 'allow' : 'deny',
  },
  {
    name: `${who === 'support' ? 'reads' : 'cannot read'} every user's publishing records`,
    area: 'publishing',
    action: 'read',
    who,
    op: read('publishing'),
    expect: who === 'support' ? 'allow' : 'deny',
  },
]);

const writes: RulesCase[] = ALL_WHO.flatMap((who): RulesCase[] => [
  {
    name: 'cannot open a publishing record (publishingOpen does)',
    area: 'publishing',
    action: 'create',
    who,
    op: set(`publishing/${OWNER}/${REQ.ownerInReview}`, {
      requestId: REQ.ownerInReview,
      packageName: 'com.example.other',
      openedAt: SEEDED_AT,
    }),
    expect: 'deny',
  },
  {
    name: 'cannot mark a tracker step done itself',
    area: 'publishing',
    action: 'update',
    who,
    op: update(`${RECORD}/tracker/steps`, { live: { state: 'done', at: SEEDED_AT, by: 'support' } }),
    expect: 'deny',
  },
  {
    name: 'cannot change the upload certificate Play knows',
    area: 'publishing',
    action: 'update',
    who,
    op: set(`${RECORD}/uploadCertificateSha256`, `AA:${'BB:'.repeat(30)}CC`),
    expect: 'deny',
  },
  {
    name: 'cannot write a listing past the callable',
    area: 'publishing',
    action: 'update',
    who,
    op: update(`${RECORD}/listing`, { title: 'x'.repeat(31) }),
    expect: 'deny',
  },
  {
    name: 'cannot delete a publishing record',
    area: 'publishing',
    action: 'delete',
    who,
    op: remove(RECORD),
    expect: 'deny',
  },
]);

export const PUBLISHING_CASES: RulesCase[] = [
  ...reads,
  ...writes,
  {
    name: "cannot read another customer's publishing",
    area: 'publishing',
    action: 'read',
    who: 'other',
    op: read(`publishing/${OWNER}`),
    expect: 'deny',
  },
  {
    name: "cannot open a publishing record under another customer's account",
    area: 'publishing',
    action: 'create',
    who: 'owner',
    op: set(`publishing/${OTHER}/${REQ.otherUnpaid}`, {
      requestId: REQ.otherUnpaid,
      packageName: 'com.example.x',
      openedAt: SEEDED_AT,
    }),
    expect: 'deny',
  },
];
