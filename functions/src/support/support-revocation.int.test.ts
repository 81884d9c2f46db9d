import { beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES } from '../contracts/callables.js';
import { databaseNamespaceOf } from '../contracts/local-stack.js';
import { adminDb } from '../platform/db.js';
import { auth, call, db, newSupportUser, PROJECT_ID, STACK, type TestUser } from '../__tests__/stack.js';
import { revokeSupport } from './cli/support-claims.js';

// `npm run ops -- revoke` on the running stack: the session the support user already holds (an ID token that still
// carries the claim, valid for up to an hour) is refused by the next ops callable and the next database read, at once.
let sam: TestUser;

const readQueue = (idToken: string) =>
  fetch(`http://${STACK.database}/requests.json?ns=${databaseNamespaceOf(PROJECT_ID)}&auth=${idToken}`);

beforeAll(async () => {
  sam = await newSupportUser('revoked-support');
});

describe('a revoked support session', () => {
  it('works before the revocation and is refused right after it, with the same ID token', async () => {
    expect(await call(CALLABLES.opsAbuseReports, {}, sam.idToken)).toMatchObject({ ok: true });
    expect((await readQueue(sam.idToken)).status).toBe(200);

    await revokeSupport(auth(), adminDb(db()), sam.email);

    expect(await call(CALLABLES.opsAbuseReports, {}, sam.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: 'This action is for the Apkforge support team only.',
    });
    expect(
      await call(CALLABLES.opsPostMessage, { uid: sam.uid, requestId: 'x', text: 'hi' }, sam.idToken),
    ).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect((await readQueue(sam.idToken)).status).toBe(401);
    // The token itself still says support: only the server-side list changed.
    const claims = JSON.parse(Buffer.from(sam.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      support?: boolean;
    };
    expect(claims.support).toBe(true);
  });
});
