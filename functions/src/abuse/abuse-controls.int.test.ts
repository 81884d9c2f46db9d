import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandRefusalMessage,
  REVOKED_BUILDS_MESSAGE,
  REVOKED_DOWNLOAD_MESSAGE,
  type OpsCloseAbuseReportResult,
} from '../contracts/abuse.js';
import type { BuildResponse } from '../contracts/builds.js';
import { auth, call, db, newUser, read, signIn, STACK, type TestUser } from '../__tests__/stack.js';

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

/** Reports this file sent, removed after it (they belong to no account the users' cleanup would erase). */
const sent: string[] = [];

/**
 * A report from someone signed out, from an address of its own: signed out, reports count per address (the last hop
 * of X-Forwarded-For, which Google's front end appends), and on a stack that stays up earlier runs' reports still
 * count against 127.0.0.1. A documentation address (RFC 3849), never a real one.
 */
async function reportSignedOut(app: string, reason: string) {
  const address = `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;
  const outcome = await call<{ reportId: string }>('reportAbuse', { app, reason }, undefined, {
    'X-Forwarded-For': address,
  });
  if (!outcome.ok) throw new Error(outcome.message);
  sent.push(outcome.result.reportId);
  return outcome.result;
}

afterAll(() => Promise.all(sent.map((reportId) => db().ref(`abuseReports/${reportId}`).remove())));

beforeAll(async () => {
  support = await newUser('abuse-support');
  await auth().setCustomUserClaims(support.uid, { support: true });
  support.idToken = await signIn(support.email, support.password);
});

describe('abuse controls on the local stack', () => {
  it('takes a report from someone signed out, and lists it to support only', async () => {
    const app = `com.fake.bank${Date.now().toString(36)}`;
    const { reportId } = await reportSignedOut(app, 'Asks for my UPI PIN on launch.');
    expect(await read(`abuseReports/${reportId}`)).toMatchObject({ app, status: 'open' });
    expect(await read(`abuseReports/${reportId}/reporterUid`)).toBeNull();

    const customer = await newUser('abuse-reader');
    expect(await call('opsAbuseReports', {}, customer.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    const listed = await call<{ reports: Array<{ app: string }> }>('opsAbuseReports', {}, support.idToken);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.result.reports.map((report) => report.app)).toContain(app);
  });

  it('lets support close a report once, audited, after which it leaves the open list', async () => {
    const app = `com.fake.wallet${Date.now().toString(36)}`;
    const { reportId } = await reportSignedOut(app, 'Copies a wallet login screen.');
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
    const listed = await call<{ reports: Array<{ id: string }> }>('opsAbuseReports', {}, support.idToken);
    if (!listed.ok) throw new Error(listed.message);
    expect(listed.result.reports.map((report) => report.id)).not.toContain(reportId);
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
