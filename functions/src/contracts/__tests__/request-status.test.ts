import { describe, expect, it } from 'vitest';
import {
  checkSupportTransition,
  customerStatusLabel,
  KNOWN_STATUSES,
  nextStatuses,
  statusLabel,
  statusSentence,
  trackerStage,
  TRACKER_STEPS,
} from '../request-status.js';

const verdict = (from: string, to: string, paid = true, message = '') => {
  const result = checkSupportTransition(from, to, paid ? 'paid' : 'unpaid', message);
  return result.ok ? 'ok' : result.reason;
};

describe('the support transition table', () => {
  it('moves a paid request along Queued -> in_review -> accepted -> in_progress -> completed', () => {
    expect(verdict('Queued', 'in_review')).toBe('ok');
    expect(verdict('in_review', 'accepted')).toBe('ok');
    expect(verdict('accepted', 'in_progress')).toBe('ok');
    expect(verdict('in_progress', 'completed')).toBe('ok');
  });

  it('refuses skipping steps, going back and leaving completed', () => {
    expect(verdict('Queued', 'accepted')).toBe('not-allowed');
    expect(verdict('Queued', 'completed')).toBe('not-allowed');
    expect(verdict('in_review', 'in_progress')).toBe('not-allowed');
    expect(verdict('accepted', 'in_review')).toBe('not-allowed');
    expect(verdict('in_progress', 'accepted')).toBe('not-allowed');
    expect(verdict('completed', 'in_review')).toBe('not-allowed');
    expect(verdict('completed', 'update_needed', true, 'why')).toBe('not-allowed');
    expect(verdict('in_review', 'in_review')).toBe('not-allowed');
  });

  it('sends any open state to update_needed, only with a message', () => {
    for (const from of ['Queued', 'in_review', 'accepted', 'in_progress']) {
      expect(verdict(from, 'update_needed', true, 'Please send a 512 px icon')).toBe('ok');
      expect(verdict(from, 'update_needed', true, '   ')).toBe('message-required');
    }
    expect(verdict('update_needed', 'update_needed', true, 'again')).toBe('not-allowed');
  });

  it('brings update_needed back to in_review only', () => {
    expect(verdict('update_needed', 'in_review')).toBe('ok');
    expect(verdict('update_needed', 'accepted')).toBe('not-allowed');
  });

  it('keeps an unpaid request from passing review', () => {
    expect(verdict('Queued', 'in_review', false)).toBe('ok');
    expect(verdict('in_review', 'update_needed', false, 'need info')).toBe('ok');
    expect(verdict('in_review', 'accepted', false)).toBe('unpaid');
  });

  it('refuses statuses it does not know, and lets an unknown stored status back into review', () => {
    expect(verdict('Queued', 'shipped')).toBe('unknown-status');
    expect(verdict('on_hold', 'in_review')).toBe('ok');
    expect(verdict('on_hold', 'completed')).toBe('not-allowed');
  });

  it('offers exactly the transitions the check accepts', () => {
    for (const from of [...KNOWN_STATUSES, 'on_hold']) {
      for (const paid of [true, false]) {
        const offered = nextStatuses(from, paid ? 'paid' : 'unpaid');
        const accepted = KNOWN_STATUSES.filter((to) => verdict(from, to, paid, 'a message') === 'ok');
        expect([...offered].sort(), `${from} ${paid ? 'paid' : 'unpaid'}`).toEqual([...accepted].sort());
      }
    }
  });
});

describe('what the customer sees', () => {
  it('maps statuses to the tracker stages of docs/product.md §4', () => {
    expect(TRACKER_STEPS).toEqual(['Submitted', 'Payment Done', 'In Review', 'Accepted', 'Ready']);
    expect(trackerStage({ status: 'Queued', paymentStatus: 'unpaid' })).toBe(1);
    expect(trackerStage({ status: 'Queued', paymentStatus: 'paid' })).toBe(3);
    expect(trackerStage({ status: 'in_review', paymentStatus: 'unpaid' })).toBe(3);
    expect(trackerStage({ status: 'update_needed', paymentStatus: 'unpaid' })).toBe(4);
    expect(trackerStage({ status: 'in_progress', paymentStatus: 'paid' })).toBe(4);
    expect(trackerStage({ status: 'completed', paymentStatus: 'paid' })).toBe(5);
  });

  it('never lets the badge contradict the tracker', () => {
    const stageOfLabel: Record<string, number[]> = {
      Queued: [1],
      'In review': [3],
      'Update needed': [4],
      Accepted: [4],
      'In progress': [4],
      Completed: [5],
    };
    for (const status of KNOWN_STATUSES) {
      for (const paymentStatus of ['paid', 'unpaid'] as const) {
        const label = customerStatusLabel({ status, paymentStatus });
        expect(stageOfLabel[label], `${status}/${paymentStatus}: ${label}`).toContain(
          trackerStage({ status, paymentStatus }),
        );
      }
    }
  });

  it('names unknown statuses readably and explains each state in words', () => {
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusSentence({ status: 'Queued', paymentStatus: 'unpaid', planId: 'other' })).toBe(
      'Submitted: awaiting a quote from support.',
    );
    expect(statusSentence({ status: 'Queued', paymentStatus: 'unpaid', planId: 'other', quotedAt: 1 })).toBe(
      'Quoted: pay the quote to start.',
    );
    expect(statusSentence({ status: 'update_needed', paymentStatus: 'paid', planId: 'end_to_end' })).toMatch(
      /^Update needed: /,
    );
  });
});
