import { describe, expect, it } from 'vitest';
import { toOpsRequests } from './ops-request';
import { filterQueue, formatAge, NO_FILTERS, requestAge } from './queue';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 12);

const tree = {
  asha: {
    r1: {
      id: 'r1',
      appName: 'Chai Corner',
      url: 'https://chai.example',
      email: 'asha@example.com',
      planId: 'publish_2days',
      status: 'in_review',
      paymentStatus: 'paid',
      createdAt: NOW - 80 * HOUR,
      paidAt: NOW - 60 * HOUR,
      publishingAccessGivenAt: NOW - 50 * HOUR,
      publishingStep: 'preflight_passed',
      updatedAt: NOW - 10 * HOUR,
    },
    r4: {
      id: 'r4',
      appName: 'Tailor',
      url: 'https://tailor.example',
      email: 'asha@example.com',
      planId: 'end_to_end',
      status: 'accepted',
      paymentStatus: 'paid',
      createdAt: NOW - 100 * HOUR,
      paidAt: NOW - 99 * HOUR,
      publishingStep: 'app_created',
      updatedAt: NOW - 20 * HOUR,
    },
    r2: {
      id: 'r2',
      appName: 'Kirana',
      url: 'https://kirana.example',
      email: 'asha@example.com',
      planId: 'other',
      status: 'update_needed',
      paymentStatus: 'unpaid',
      createdAt: NOW - 2 * HOUR,
      updatedAt: NOW - 2 * HOUR,
      lastActivityAt: NOW - HOUR,
    },
  },
  ravi: {
    r3: {
      id: 'r3',
      appName: 'Bookshelf',
      url: 'https://books.example',
      accountHolderEmail: 'ravi@shop.in',
      planId: 'publish_2days',
      status: 'completed',
      paymentStatus: 'paid',
      createdAt: NOW - 90 * HOUR,
      paidAt: NOW - 89 * HOUR,
      updatedAt: NOW - 30 * HOUR,
    },
  },
};

describe('the support queue', () => {
  const all = toOpsRequests(tree);

  it('flattens every user into one list, newest activity first', () => {
    expect(all.map((request) => `${request.uid}/${request.id}`)).toEqual(['asha/r2', 'asha/r1', 'asha/r4', 'ravi/r3']);
  });

  it('filters by status, plan, payment and waiting on customer, and searches name, URL and emails', () => {
    const ids = (filters: Partial<typeof NO_FILTERS>) =>
      filterQueue(all, { ...NO_FILTERS, ...filters }).map((r) => r.id);
    expect(ids({ status: 'in_review' })).toEqual(['r1']);
    expect(ids({ planId: 'other' })).toEqual(['r2']);
    expect(ids({ payment: 'paid' })).toEqual(['r1', 'r4', 'r3']);
    expect(ids({ waitingOnCustomer: true })).toEqual(['r2']);
    expect(ids({ search: 'CHAI' })).toEqual(['r1']);
    expect(ids({ search: 'books.example' })).toEqual(['r3']);
    expect(ids({ search: 'ravi@shop' })).toEqual(['r3']);
    expect(ids({ search: 'nothing' })).toEqual([]);
  });

  it('flags an open request past its plan target, counting from Access given (the publishing promise)', () => {
    const [r2, r1, r4, r3] = all;
    expect(requestAge(r1!, NOW)).toEqual({ hours: 60, targetHours: 48, overdue: true });
    // The customer has not given access yet: the clock has not started, however old the payment.
    expect(requestAge(r4!, NOW)).toEqual({ hours: 99, targetHours: 48, overdue: false });
    expect(requestAge({ ...r1!, publishingStep: 'closed_test' }, NOW).overdue).toBe(false);
    expect(requestAge(r3!, NOW).overdue).toBe(false);
    expect(requestAge(r2!, NOW)).toEqual({ hours: 2, targetHours: null, overdue: false });
    expect([0.5, 5, 50].map(formatAge)).toEqual(['30 min', '5 h', '2 d']);
  });
});
