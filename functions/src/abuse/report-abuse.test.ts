import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, ManualClock } from '../__tests__/fixtures.js';
import { ABUSE_REASON_MAX_LENGTH, ABUSE_REPORTS_PER_HOUR } from '../contracts/abuse.js';
import { opsAbuseReports } from '../support/abuse-reports.js';
import { outcome, sam } from '../support/__tests__/ops-setup.js';
import { reportAbuse } from './report-abuse.js';

function setup() {
  let counter = 0;
  return { db: new MemoryDb(), clock: new ManualClock(), newId: () => `r${++counter}` };
}
const report = { app: 'com.example.fakebank', reason: 'It asks for my bank PIN on the first screen.' };

describe('reportAbuse', () => {
  it('takes a report from anyone, signed out included, and stores it for support only', async () => {
    const deps = setup();
    expect(await reportAbuse(deps, null, '203.0.113.9', report)).toEqual({ reportId: 'r1' });
    expect(deps.db.read('abuseReports/r1')).toEqual({
      id: 'r1',
      ...report,
      status: 'open',
      createdAt: deps.clock.now(),
    });
    await reportAbuse(deps, caller('asha'), '203.0.113.9', { ...report, contactEmail: ' asha@example.com ' });
    expect(deps.db.read('abuseReports/r2')).toMatchObject({ reporterUid: 'asha', contactEmail: 'asha@example.com' });
  });

  it.each([
    [null, 'Send { app, reason } and, if you like, contactEmail.'],
    [{ ...report, app: '' }, 'The app or download link is required.'],
    [{ ...report, reason: 'bad' }, 'The reason must be at least 10 characters.'],
    [
      { ...report, reason: 'x'.repeat(ABUSE_REASON_MAX_LENGTH + 1) },
      `The reason must be at most ${ABUSE_REASON_MAX_LENGTH} characters.`,
    ],
    [{ ...report, app: 'x'.repeat(2049) }, 'The app or download link must be at most 2048 characters.'],
    [{ ...report, contactEmail: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...report, html: '<b>' }, 'Unknown field: html.'],
  ])('refuses %j', async (input, message) => {
    const deps = setup();
    expect(await outcome(reportAbuse(deps, null, '203.0.113.9', input))).toBe(`invalid-argument: ${message}`);
    expect(deps.db.read('abuseReports')).toBeNull();
  });

  it(`takes ${ABUSE_REPORTS_PER_HOUR} per hour per caller: per account signed in, per address signed out`, async () => {
    const deps = setup();
    for (let index = 0; index < ABUSE_REPORTS_PER_HOUR; index += 1)
      await reportAbuse(deps, null, '203.0.113.9', report);
    expect(await outcome(reportAbuse(deps, null, '203.0.113.9', report))).toBe(
      'resource-exhausted: Too many reports from here. Please wait an hour and try again.',
    );
    expect(await outcome(reportAbuse(deps, null, '198.51.100.7', report))).toBe('ok');
    expect(await outcome(reportAbuse(deps, caller('asha'), '203.0.113.9', report))).toBe('ok');
    // The address is kept only as a hash.
    expect(JSON.stringify(deps.db.read('rateLimits/abuseReports'))).not.toContain('203.0.113.9');
    deps.clock.advance(3_600_000);
    expect(await outcome(reportAbuse(deps, null, '203.0.113.9', report))).toBe('ok');
  });
});

describe('opsAbuseReports', () => {
  it('lists the open reports, newest first, to support only', async () => {
    const deps = setup();
    await reportAbuse(deps, null, '203.0.113.9', report);
    deps.clock.advance(1000);
    await reportAbuse(deps, null, '203.0.113.9', { ...report, app: 'https://example.com/api/builds/b1/download' });
    deps.db.write('abuseReports/r0', { id: 'r0', ...report, status: 'closed', createdAt: 1 });
    expect(await outcome(opsAbuseReports(deps, caller('asha')))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    const { reports } = await opsAbuseReports(deps, sam);
    expect(reports.map((entry) => entry.id)).toEqual(['r2', 'r1']);
  });
});
