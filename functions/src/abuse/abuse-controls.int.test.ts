import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABUSE_REPORTS_LIMIT_MESSAGE,
  ABUSE_REPORTS_PER_HOUR,
  brandRefusalMessage,
  REVOKED_BUILDS_MESSAGE,
  REVOKED_DOWNLOAD_MESSAGE,
  type AbuseReportRecord,
  type OpsAbuseReportsResult,
  type OpsCloseAbuseReportResult,
} from '../contracts/abuse.js';
import type { BuildResponse } from '../contracts/builds.js';
import {
  call,
  db,
  newSupportUser,
  newUser,
  read,
  STACK,
  type CallableOutcome,
  type TestUser,
} from '../__tests__/stack.js';

// The abuse controls on the running stack: a report from a stranger who is not signed in, support closing one, the
// brand refusal at the build endpoint, the ledger line of a build, and support's revocation turning a link already sent into a refusal.
let support: TestUser;

function build(user: TestUser, fields: Record<string, unknown>) {
  return fetch(`${STACK.functions}/builds/download-apk`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify({ userId: user.uid, 'confirm-site': true, ...fields }),
  });
}

/** An address of the documentation range of its own per test, so runs and tests never share an address's window. */
const freshAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::`;

/** Reports this file sent, removed after it (they belong to no account the users' cleanup would erase). */
const sent: string[] = [];

/**
 * reportAbuse as a browser behind Google's front end sends it: the front end appends the caller's address to
 * X-Forwarded-For (a documentation address, RFC 3849, never a real one).
 */
async function report(
  data: Record<string, unknown>,
  address: string,
  idToken?: string,
): Promise<CallableOutcome<{ reportId: string }>> {
  const outcome = await call<{ reportId: string }>('reportAbuse', data, idToken, { 'X-Forwarded-For': address });
  if (outcome.ok) sent.push(outcome.result.reportId);
  return outcome;
}

afterAll(() => Promise.all(sent.map((reportId) => db().ref(`abuseReports/${reportId}`).remove())));

/** Every open report, page by page, oldest first (support's console reads it the same way). */
async function openReports(idToken: string): Promise<AbuseReportRecord[]> {
  const all: AbuseReportRecord[] = [];
  let after: string | null = null;
  do {
    const page: CallableOutcome<OpsAbuseReportsResult> = await call<OpsAbuseReportsResult>(
      'opsAbuseReports',
      after ? { after } : {},
      idToken,
    );
    if (!page.ok) throw new Error(page.message);
    all.push(...page.result.groups.flatMap((group) => group.reports));
    after = page.result.nextAfter;
  } while (after);
  return all;
}

beforeAll(async () => {
  support = await newSupportUser('abuse-support');
});

describe('abuse controls on the local stack', () => {
  it('takes a report from someone signed out, and lists it to support only', async () => {
    const app = `com.fake.bank${Date.now().toString(36)}`;
    const sent = await report({ app, reason: 'Asks for my UPI PIN on launch.' }, `${freshAddress()}1`);
    if (!sent.ok) throw new Error(sent.message);
    expect(await read(`abuseReports/${sent.result.reportId}`)).toMatchObject({ app, status: 'open' });
    expect(await read(`abuseReports/${sent.result.reportId}/reporterUid`)).toBeNull();

    const customer = await newUser('abuse-reader');
    expect(await call('opsAbuseReports', {}, customer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect((await openReports(support.idToken)).map((open) => open.app)).toContain(app);
  });

  it('caps 25 reports from one address at 5, whichever fresh unverified accounts send them', async () => {
    const prefix = freshAddress();
    const fresh = await Promise.all(
      Array.from({ length: 25 }, (_, index) => newUser(`abuse-fresh-${index}`, { emailVerified: false })),
    );
    const outcomes: string[] = [];
    for (const [index, user] of fresh.entries()) {
      // Every report from another address of the same /64: one line, one window.
      const sent = await report(
        { app: 'com.victim.bank', reason: 'Flooding the console with reports.' },
        `${prefix}${(index + 1).toString(16)}`,
        user.idToken,
      );
      outcomes.push(sent.ok ? 'ok' : `${sent.status}: ${sent.message}`);
    }
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(ABUSE_REPORTS_PER_HOUR);
    expect(outcomes.slice(ABUSE_REPORTS_PER_HOUR)).toEqual(
      Array(25 - ABUSE_REPORTS_PER_HOUR).fill(`RESOURCE_EXHAUSTED: ${ABUSE_REPORTS_LIMIT_MESSAGE}`),
    );
  });

  it('lets support close a report once, audited, after which it leaves the open list', async () => {
    const app = `com.fake.wallet${Date.now().toString(36)}`;
    const sent = await report({ app, reason: 'Copies a wallet login screen.' }, `${freshAddress()}1`);
    if (!sent.ok) throw new Error(sent.message);
    const { reportId } = sent.result;
    const customer = await newUser('abuse-closer');
    expect(await call('opsCloseAbuseReport', { reportId, outcome: 'no_action' }, customer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });

    const input = { reportId, outcome: 'no_action', note: 'A real wallet company site.' };
    const closed = await call<OpsCloseAbuseReportResult>('opsCloseAbuseReport', input, support.idToken);
    if (!closed.ok) throw new Error(closed.message);
    expect(closed.result.changed).toBe(true);
    expect(await read(`abuseReports/${reportId}`)).toMatchObject({
      status: 'closed',
      closedAt: closed.result.closedAt,
      closedBy: support.uid,
      outcome: 'no_action',
      note: 'A real wallet company site.',
    });
    expect(await read(`audit/${closed.result.auditId}`)).toMatchObject({
      action: 'opsCloseAbuseReport',
      actorUid: support.uid,
      target: { reportId },
      after: { status: 'closed', outcome: 'no_action' },
    });
    expect(await call('opsCloseAbuseReport', input, support.idToken)).toEqual({
      ok: true,
      result: { ...closed.result, changed: false },
    });
    expect(await call('opsCloseAbuseReport', { reportId, outcome: 'duplicate' }, support.idToken)).toMatchObject({
      ok: false,
      status: 'FAILED_PRECONDITION',
    });
    expect(
      await call('opsCloseAbuseReport', { reportId: 'nope', outcome: 'duplicate' }, support.idToken),
    ).toMatchObject({ ok: false, status: 'NOT_FOUND' });
    expect((await openReports(support.idToken)).map((open) => open.id)).not.toContain(reportId);
  });

  it("refuses a brand's name off its own site with 403, before a free build is counted", async () => {
    const user = await newUser('abuse-brand');
    const refused = await build(user, { url: 'https://phonepe-rewards.example.com', 'app-name': 'Rewards' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'permission-denied', message: brandRefusalMessage('PhonePe') },
    });
    expect(await read(`rateLimits/builds/${user.uid}`)).toBeNull();
  });

  it('records the build in the ledger; a revocation then fails the link already sent and every new build', async () => {
    const user = await newUser('abuse-revoked');
    const built = await build(user, { url: 'https://revoke.example.com', 'app-name': 'Revoke me' });
    expect(built.status).toBe(200);
    const result = (await built.json()) as BuildResponse;
    expect(await read(`buildLedger/${result.buildId}`)).toMatchObject({
      uid: user.uid,
      url: 'https://revoke.example.com',
      appName: 'Revoke me',
      packageName: result.packageName,
      certificateSha256: result.certificateSha256,
      sha256: result.sha256,
    });
    const link = new URL(result.downloadUrl, STACK.hosting);
    expect((await fetch(link)).status).toBe(200);

    const revoked = await call<{ filesDeleted: number }>(
      'opsRevokeAccountBuilds',
      { uid: user.uid, reason: 'Phishing page' },
      support.idToken,
    );
    if (!revoked.ok) throw new Error(revoked.message);
    expect(revoked.result.filesDeleted).toBe(1);

    const after = await fetch(link);
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({ error: { code: 'permission-denied', message: REVOKED_DOWNLOAD_MESSAGE } });
    const again = await build(user, { url: 'https://revoke.example.com', 'app-name': 'Revoke me' });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(REVOKED_BUILDS_MESSAGE);
  });
});
