import { ALL_WHO, OTHER, OWNER, type Who } from './identities.js';
import { REQ, SEEDED_AT, SERVER_NOW } from './fixtures.js';
import { read, remove, set, update } from './operations.js';
import type { Area, RulesCase } from './types.js';

// The support console's paths (docs/data-model.md): timeline and deliverables are read by their owner and by
// support; the audit trail by support only; the outbox by nobody. No client writes any of them, support included:
// every entry is written by a function (recordCustomerEvent, the ops callables, replyToRequest).
const TIMELINE = `timeline/${OWNER}/${REQ.ownerInReview}`;
const DELIVERABLES = `deliverables/${OWNER}/${REQ.ownerPaid}`;
const ownerOnlyReaders: Who[] = ['owner', 'support'];

// A built file's App Link hosts (where assetlinks.json must be served) come from the engine, never from a client.
const APP_LINK_HOSTS: RulesCase[] = (['owner', 'support', 'other'] as Who[]).map((who) => ({
  name: "cannot set a deliverable's App Link hosts",
  area: 'deliverables',
  action: 'update',
  who,
  op: update(`${DELIVERABLES}/dlv-1`, { appLinkHosts: ['evil.example'] }),
  expect: 'deny',
}));

interface EventPath {
  area: Area;
  /** A location of the owner's data (a request's entries). */
  ownerPath: string;
  /** An existing record there. */
  record: string;
  /** The area's root (support's "everything" read). */
  root: string;
  /** Who may read ownerPath. */
  readers: Who[];
  planted: unknown;
  change: Record<string, unknown>;
}

const PATHS: EventPath[] = [
  {
    area: 'timeline',
    ownerPath: TIMELINE,
    record: `${TIMELINE}/evt-status-1`,
    root: 'timeline',
    readers: ownerOnlyReaders,
    planted: { id: 'evt-fake', at: SERVER_NOW, kind: 'reply', by: 'customer', text: 'planted' },
    change: { text: 'rewritten history' },
  },
  {
    area: 'deliverables',
    ownerPath: DELIVERABLES,
    record: `${DELIVERABLES}/dlv-1`,
    root: 'deliverables',
    readers: ownerOnlyReaders,
    planted: {
      id: 'dlv-fake',
      kind: 'link',
      status: 'ready',
      label: 'x',
      source: 'support',
      url: 'https://evil.example',
      createdAt: SERVER_NOW,
      updatedAt: SERVER_NOW,
    },
    change: { url: 'https://evil.example' },
  },
  {
    area: 'audit',
    ownerPath: 'audit',
    record: 'audit/aud-1',
    root: 'audit',
    readers: ['support'],
    planted: {
      id: 'aud-fake',
      at: SEEDED_AT,
      actorUid: 'x',
      actorEmail: 'x',
      action: 'opsQuote',
      target: { uid: OWNER },
      before: null,
      after: null,
    },
    change: { after: { status: 'Queued' } },
  },
  {
    area: 'outbox',
    ownerPath: 'outbox',
    record: 'outbox/evt-status-1',
    root: 'outbox',
    readers: [],
    planted: { id: 'evt-fake', to: 'victim@example.com', subject: 'Phish', text: 'click', status: 'pending' },
    change: { to: 'attacker@example.com' },
  },
];

function readCases(path: EventPath): RulesCase[] {
  return ALL_WHO.flatMap((who): RulesCase[] => {
    const allowed = path.readers.includes(who);
    const cases: RulesCase[] = [
      {
        name: `${allowed ? 'reads' : 'cannot read'} ${path.ownerPath}`,
        area: path.area,
        action: 'read',
        who,
        op: read(path.ownerPath),
        expect: allowed ? 'allow' : 'deny',
      },
    ];
    if (path.root !== path.ownerPath) {
      const everything = who === 'support' && allowed;
      cases.push({
        name: `${everything ? 'reads' : 'cannot read'} every user's ${path.area}`,
        area: path.area,
        action: 'read',
        who,
        op: read(path.root),
        expect: everything ? 'allow' : 'deny',
      });
    }
    return cases;
  });
}

function writeCases(path: EventPath): RulesCase[] {
  return ALL_WHO.flatMap((who): RulesCase[] => [
    {
      name: `cannot add an entry (server only)`,
      area: path.area,
      action: 'create',
      who,
      op: set(`${path.ownerPath}/planted-1`, path.planted),
      expect: 'deny',
    },
    {
      name: `cannot change an entry (append-only)`,
      area: path.area,
      action: 'update',
      who,
      op: update(path.record, path.change),
      expect: 'deny',
    },
    { name: `cannot delete an entry`, area: path.area, action: 'delete', who, op: remove(path.record), expect: 'deny' },
  ]);
}

export const CUSTOMER_EVENTS_CASES: RulesCase[] = [
  ...PATHS.flatMap((path) => [...readCases(path), ...writeCases(path)]),
  ...APP_LINK_HOSTS,
  {
    name: "cannot read another customer's timeline",
    area: 'timeline',
    action: 'read',
    who: 'owner',
    op: read(`timeline/${OTHER}/${REQ.otherUnpaid}`),
    expect: 'deny',
  },
  {
    name: 'the owner of a request cannot write a reply into its timeline (replyToRequest does)',
    area: 'timeline',
    action: 'create',
    who: 'owner',
    op: set(`${TIMELINE}/reply-1`, {
      id: 'reply-1',
      at: SERVER_NOW,
      kind: 'reply',
      by: 'customer',
      text: 'Here you go',
    }),
    expect: 'deny',
  },
  {
    name: "cannot delete another customer's whole timeline",
    area: 'timeline',
    action: 'delete',
    who: 'other',
    op: remove(`timeline/${OWNER}`),
    expect: 'deny',
  },
];
