import { describe, expect, it, vi } from 'vitest';
import { caller, NOW } from '../__tests__/fixtures.js';
import { ABUSE_REPORT_NOTE_MAX_LENGTH, type AbuseReportRecord } from '../contracts/abuse.js';
import { opsAbuseReports } from './abuse-reports.js';
import { opsCloseAbuseReport } from './close-abuse-report.js';
import { opsSetup, outcome, sam } from './__tests__/ops-setup.js';

const report: AbuseReportRecord = {
  id: 'rep1',
  app: 'com.fake.bank',
  reason: 'Asks for my UPI PIN on launch.',
  contactEmail: 'reporter@example.com',
  status: 'open',
  createdAt: NOW - 60_000,
};

function withReport() {
  const setup = opsSetup();
  setup.db.write('abuseReports/rep1', report);
  return setup;
}

describe('opsCloseAbuseReport', () => {
  it('closes an open report with the outcome, the note, the server time and the support uid, and audits it', async () => {
    const { db, deps, mailer } = withReport();
    const result = await opsCloseAbuseReport(deps, sam, {
      reportId: 'rep1',
      outcome: 'account_revoked',
      note: '  Revoked asha; phishing page of a bank.  ',
    });
    expect(result).toEqual({ auditId: 'e1', closedAt: NOW, changed: true });
    expect(db.read('abuseReports/rep1')).toEqual({
      ...report,
      status: 'closed',
      closedAt: NOW,
      closedBy: 'sam',
      outcome: 'account_revoked',
      note: 'Revoked asha; phishing page of a bank.',
      closeAuditId: 'e1',
    });
    expect(db.read('audit/e1')).toEqual({
      id: 'e1',
      at: NOW,
      actorUid: 'sam',
      actorEmail: 'sam@example.com',
      action: 'opsCloseAbuseReport',
      target: { reportId: 'rep1' },
      before: { status: 'open' },
      after: { status: 'closed', outcome: 'account_revoked', note: 'Revoked asha; phishing page of a bank.' },
    });
    // Nobody is told: the reporter may have left no address, and the report's subject is not a customer here.
    expect(mailer.sent).toHaveLength(0);
    expect(await opsAbuseReports(deps, sam)).toEqual({ groups: [], nextAfter: null });
  });

  it('stores no note when none (or only spaces) is given', async () => {
    const { db, deps } = withReport();
    await opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'no_action', note: '   ' });
    expect(db.read('abuseReports/rep1/note')).toBeNull();
    expect(db.read('audit/e1/after')).toEqual({ status: 'closed', outcome: 'no_action' });
  });

  it('is for support only, with a verified email, and changes nothing otherwise', async () => {
    const { db, deps } = withReport();
    const before = JSON.stringify(db.read(''));
    const input = { reportId: 'rep1', outcome: 'no_action' };
    expect(await outcome(opsCloseAbuseReport(deps, caller('asha'), input))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    expect(
      await outcome(opsCloseAbuseReport(deps, caller('sam', { support: true, emailVerified: false }), input)),
    ).toMatch(/^permission-denied: Please verify your email/);
    expect(JSON.stringify(db.read(''))).toBe(before);
  });

  it.each([
    [null, 'invalid-argument: reportId is required.'],
    [{ outcome: 'no_action' }, 'invalid-argument: reportId is required.'],
    [{ reportId: '../audit', outcome: 'no_action' }, 'invalid-argument: reportId is required.'],
    [{ reportId: 'rep1' }, 'invalid-argument: outcome must be one of account_revoked, no_action, duplicate.'],
    [
      { reportId: 'rep1', outcome: 'toString' },
      'invalid-argument: outcome must be one of account_revoked, no_action, duplicate.',
    ],
    [{ reportId: 'rep1', outcome: 'no_action', note: 7 }, 'invalid-argument: note must be text.'],
    [
      { reportId: 'rep1', outcome: 'no_action', note: 'x'.repeat(ABUSE_REPORT_NOTE_MAX_LENGTH + 1) },
      `invalid-argument: note is longer than ${ABUSE_REPORT_NOTE_MAX_LENGTH} characters.`,
    ],
  ])('refuses %j, changing nothing', async (input, message) => {
    const { db, deps } = withReport();
    expect(await outcome(opsCloseAbuseReport(deps, sam, input))).toBe(message);
    expect(db.read('abuseReports/rep1')).toEqual(report);
    expect(db.read('audit')).toBeNull();
  });

  it('answers not-found for a report that does not exist, and creates none', async () => {
    const { db, deps } = withReport();
    expect(await outcome(opsCloseAbuseReport(deps, sam, { reportId: 'nope', outcome: 'duplicate' }))).toBe(
      'not-found: There is no abuse report nope.',
    );
    expect(db.read('abuseReports/nope')).toBeNull();
    expect(db.read('audit')).toBeNull();
  });

  it('closes once: the same outcome again is a success that writes nothing, the first note standing', async () => {
    const { db, deps, clock } = withReport();
    await opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'duplicate', note: 'Same as rep0.' });
    const closed = db.read('abuseReports/rep1');
    clock.advance(5000);
    const rita = caller('rita', { support: true });
    db.write('supportStaff/rita', { email: 'rita@apkforge.dev', grantedAt: NOW });
    expect(await opsCloseAbuseReport(deps, rita, { reportId: 'rep1', outcome: 'duplicate', note: 'other' })).toEqual({
      auditId: 'e1',
      closedAt: NOW,
      changed: false,
    });
    expect(await opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'duplicate' })).toEqual({
      auditId: 'e1',
      closedAt: NOW,
      changed: false,
    });
    expect(db.read('abuseReports/rep1')).toEqual(closed);
    expect(Object.keys(db.read('audit') as object)).toEqual(['e1']);
  });

  it('refuses another outcome on a closed report, naming the one it was closed with', async () => {
    const { db, deps } = withReport();
    await opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'no_action' });
    const closed = db.read('abuseReports/rep1');
    expect(await outcome(opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'account_revoked' }))).toBe(
      'failed-precondition: This report is already closed as "No action needed"; it cannot be closed again as ' +
        '"Account revoked".',
    );
    expect(db.read('abuseReports/rep1')).toEqual(closed);
    expect(Object.keys(db.read('audit') as object)).toEqual(['e1']);
  });

  it("completes the first close's audit entry when the closer retries after the audit write failed", async () => {
    const { db, deps, clock } = withReport();
    const transaction = db.transaction.bind(db);
    const spy = vi.spyOn(db, 'transaction').mockImplementation((path, update) => {
      if (path.startsWith('audit/')) return Promise.reject(new Error('injected audit failure'));
      return transaction(path, update);
    });
    expect(await outcome(opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'no_action' }))).toBe(
      'Error: injected audit failure',
    );
    expect(db.read('abuseReports/rep1/status')).toBe('closed');
    expect(db.read('audit')).toBeNull();
    spy.mockRestore();
    clock.advance(5000);
    expect(await opsCloseAbuseReport(deps, sam, { reportId: 'rep1', outcome: 'no_action' })).toEqual({
      auditId: 'e1',
      closedAt: NOW,
      changed: false,
    });
    expect(db.read('audit/e1')).toMatchObject({ at: NOW, action: 'opsCloseAbuseReport', target: { reportId: 'rep1' } });
    expect(Object.keys(db.read('audit') as object)).toEqual(['e1']);
  });
});
