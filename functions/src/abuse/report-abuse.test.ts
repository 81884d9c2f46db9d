import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, ManualClock } from '../__tests__/fixtures.js';
import {
  ABUSE_REASON_MAX_LENGTH,
  ABUSE_REPORTS_BUSY_MESSAGE,
  ABUSE_REPORTS_GLOBAL_PER_HOUR,
  ABUSE_REPORTS_LIMIT_MESSAGE as LIMITED,
  ABUSE_REPORTS_PER_HOUR,
  OPS_ABUSE_REPORTS_PAGE,
} from '../contracts/abuse.js';
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

  it(`takes ${ABUSE_REPORTS_PER_HOUR} per hour per address, signed in or not, and per verified account too`, async () => {
    const deps = setup();
    for (let index = 0; index < ABUSE_REPORTS_PER_HOUR; index += 1)
      await reportAbuse(deps, null, '203.0.113.9', report);
    expect(await outcome(reportAbuse(deps, null, '203.0.113.9', report))).toBe(`resource-exhausted: ${LIMITED}`);
    // Signing in does not open the address again.
    expect(await outcome(reportAbuse(deps, caller('asha'), '203.0.113.9', report))).toBe(
      `resource-exhausted: ${LIMITED}`,
    );
    expect(await outcome(reportAbuse(deps, null, '198.51.100.7', report))).toBe('ok');
    // A verified account is counted on its own as well, whichever addresses it reports from.
    for (let index = 0; index < ABUSE_REPORTS_PER_HOUR; index += 1)
      await reportAbuse(deps, caller('ravi'), `192.0.2.${index}`, report);
    expect(await outcome(reportAbuse(deps, caller('ravi'), '192.0.2.99', report))).toBe(
      `resource-exhausted: ${LIMITED}`,
    );
    // The address is kept only as a hash.
    expect(JSON.stringify(deps.db.read('rateLimits/abuseReports'))).not.toContain('203.0.113.9');
    deps.clock.advance(3_600_000);
    expect(await outcome(reportAbuse(deps, null, '203.0.113.9', report))).toBe('ok');
  });

  it('caps 25 reports from one address made with 25 fresh unverified or anonymous accounts at 5', async () => {
    const deps = setup();
    const outcomes: string[] = [];
    for (let index = 0; index < 25; index += 1) {
      const fresh =
        index % 2 === 0
          ? caller(`fresh-${index}`, { emailVerified: false })
          : caller(`anon-${index}`, { email: null, emailVerified: false, signInProvider: 'anonymous' });
      outcomes.push(await outcome(reportAbuse(deps, fresh, '203.0.113.50', report)));
    }
    expect(outcomes.filter((result) => result === 'ok')).toHaveLength(ABUSE_REPORTS_PER_HOUR);
    expect(Object.keys(deps.db.read('abuseReports') as object)).toHaveLength(ABUSE_REPORTS_PER_HOUR);
    // Treated as signed out: no account window was opened and no reporterUid stored.
    expect(JSON.stringify(deps.db.read('abuseReports'))).not.toContain('reporterUid');
    expect(
      Object.keys(deps.db.read('rateLimits/abuseReports') as object).some((key) => key.startsWith('account-')),
    ).toBe(false);
  });

  it('counts an IPv6 address by its /64, and an IPv4-mapped address as its IPv4', async () => {
    const deps = setup();
    for (let index = 0; index < ABUSE_REPORTS_PER_HOUR; index += 1)
      await reportAbuse(deps, null, `2001:db8:abcd:12::${index + 1}`, report);
    expect(await outcome(reportAbuse(deps, null, '2001:0db8:abcd:0012:ffff:1:2:3', report))).toBe(
      `resource-exhausted: ${LIMITED}`,
    );
    expect(await outcome(reportAbuse(deps, null, '2001:db8:abcd:13::1', report))).toBe('ok');
    for (let index = 0; index < ABUSE_REPORTS_PER_HOUR; index += 1)
      await reportAbuse(deps, null, '198.51.100.20', report);
    expect(await outcome(reportAbuse(deps, null, '::ffff:198.51.100.20', report))).toBe(
      `resource-exhausted: ${LIMITED}`,
    );
  });

  it(`stops at ${ABUSE_REPORTS_GLOBAL_PER_HOUR} reports an hour from everyone together`, async () => {
    const deps = setup();
    for (let index = 0; index < ABUSE_REPORTS_GLOBAL_PER_HOUR; index += 1)
      await reportAbuse(deps, null, `10.${Math.floor(index / 250)}.${index % 250}.1`, report);
    expect(await outcome(reportAbuse(deps, caller('asha'), '198.51.100.1', report))).toBe(
      `resource-exhausted: ${ABUSE_REPORTS_BUSY_MESSAGE}`,
    );
    deps.clock.advance(3_600_000);
    expect(await outcome(reportAbuse(deps, caller('asha'), '198.51.100.1', report))).toBe('ok');
  });
});

describe('opsAbuseReports', () => {
  function withStaff() {
    const deps = setup();
    deps.db.write('supportStaff/sam', { email: 'sam@apkforge.dev', grantedAt: 1 });
    return deps;
  }

  it('lists the open reports oldest first, grouped by app (a link without its token), to support only', async () => {
    const deps = withStaff();
    await reportAbuse(deps, null, '203.0.113.9', report);
    deps.clock.advance(1000);
    await reportAbuse(deps, null, '203.0.113.9', {
      ...report,
      app: 'https://example.com/api/builds/b1/download?token=a',
    });
    await reportAbuse(deps, null, '203.0.113.9', { ...report, app: ' COM.example.FakeBank ' });
    await reportAbuse(deps, null, '203.0.113.9', {
      ...report,
      app: 'https://example.com/api/builds/b1/download?token=b',
    });
    deps.db.write('abuseReports/r0', { id: 'r0', ...report, status: 'closed', createdAt: 1 });
    expect(await outcome(opsAbuseReports(deps, caller('asha')))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    const { groups, nextAfter } = await opsAbuseReports(deps, sam, {});
    expect(groups.map((group) => [group.app, group.reports.map((entry) => entry.id)])).toEqual([
      ['com.example.fakebank', ['r1', 'r3']],
      ['https://example.com/api/builds/b1/download?token=a', ['r2', 'r4']],
    ]);
    expect(nextAfter).toBeNull();
  });

  it(`pages through the open reports ${OPS_ABUSE_REPORTS_PAGE} at a time`, async () => {
    const deps = withStaff();
    const total = OPS_ABUSE_REPORTS_PAGE * 2 + 3;
    for (let index = 1; index <= total; index += 1) {
      const id = `r${String(index).padStart(4, '0')}`;
      deps.db.write(`abuseReports/${id}`, {
        id,
        ...report,
        app: `com.example.app${index % 7}`,
        status: 'open',
        createdAt: index,
      });
    }
    deps.db.write('abuseReports/r0002/status', 'closed');
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await opsAbuseReports(deps, sam, after ? { after } : {});
      const ids = page.groups.flatMap((group) => group.reports.map((entry) => entry.id));
      expect(ids.length).toBeLessThanOrEqual(OPS_ABUSE_REPORTS_PAGE);
      seen.push(...ids.sort());
      after = page.nextAfter;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total - 1);
    expect(seen).not.toContain('r0002');
    expect(new Set(seen).size).toBe(seen.length);
    expect(await outcome(opsAbuseReports(deps, sam, { after: '../x' }))).toBe(
      'invalid-argument: after must be a report id.',
    );
  });
});
