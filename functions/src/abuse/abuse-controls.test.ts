import { describe, expect, it } from 'vitest';
import { buildDeps } from '../__tests__/build-deps.js';
import { caller, codeOf } from '../__tests__/fixtures.js';
import { fulfilmentDeps, seedPaidRequest } from '../__tests__/fulfilment-setup.js';
import { createBuild } from '../builds/create-build.js';
import { downloadBuild } from '../delivery/download-build.js';
import { REVOKED_BUILDS_MESSAGE, REVOKED_DOWNLOAD_MESSAGE } from '../contracts/abuse.js';
import { createDownloadLink } from '../delivery/create-download-link.js';
import { downloadDeliverable } from '../delivery/download-deliverable.js';
import { fulfilRequest } from '../fulfilment/fulfil-request.js';
import { opsRevokeAccountBuilds } from '../support/revoke-account-builds.js';
import { opsSetup, outcome, sam } from '../support/__tests__/ops-setup.js';

const body = (fields: Record<string, unknown> = {}) =>
  Buffer.from(
    JSON.stringify({
      url: 'https://shop.example.com',
      'app-name': 'Shop',
      userId: 'asha',
      'confirm-site': true,
      ...fields,
    }),
  );
const tokenOf = (url: string) => decodeURIComponent(url.split('token=')[1] ?? '');

describe('brand protection in the free build endpoint', () => {
  it('refuses a protected brand off its own site with 403 and the brand named, before a slot is taken', async () => {
    const deps = buildDeps();
    const refused = outcome(createBuild(deps, caller('asha'), body({ 'app-name': 'PhonePe Cashback' })));
    expect(await refused).toBe(
      "permission-denied: Apps named after PhonePe can only be built from PhonePe's own website.",
    );
    expect(deps.db.read('rateLimits/builds/asha')).toBeNull();
    expect(deps.db.read('builds/asha')).toBeNull();
    expect(deps.engine.builds).toHaveLength(0);
  });

  it("builds the brand's app from the brand's own site", async () => {
    const deps = buildDeps();
    const built = await createBuild(
      deps,
      caller('asha'),
      body({ url: 'https://www.phonepe.com', 'app-name': 'PhonePe' }),
    );
    expect(built.packageName).toBeTruthy();
  });
});

describe('the build ledger', () => {
  it('records every free build with its URL, names, uid, certificate and file hash', async () => {
    const deps = buildDeps();
    const built = await createBuild(deps, caller('asha'), body());
    expect(deps.db.read(`buildLedger/${built.buildId}`)).toEqual({
      kind: 'build',
      uid: 'asha',
      url: 'https://shop.example.com',
      appName: 'Shop',
      packageName: built.packageName,
      versionCode: built.versionCode,
      certificateSha256: built.certificateSha256,
      sha256: built.sha256,
      createdAt: deps.clock.now(),
      buildId: built.buildId,
    });
  });

  it('records every file fulfilment builds, once per version however often it retries', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle');
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('completed');
    const ledger = deps.db.read('buildLedger') as Record<string, Record<string, unknown>>;
    expect(Object.keys(ledger).sort()).toEqual(['d-asha-req1-aab-1', 'd-asha-req1-apk-1']);
    const aab = deps.db.read('deliverables/asha/req1/aab') as Record<string, unknown>;
    expect(ledger['d-asha-req1-aab-1']).toEqual({
      kind: 'deliverable',
      uid: 'asha',
      url: 'https://example.com',
      appName: 'Example',
      packageName: aab.packageName,
      versionCode: 1,
      certificateSha256: aab.certificateSha256,
      sha256: aab.sha256,
      createdAt: deps.clock.now(),
      requestId: 'req1',
      deliverableId: 'aab',
    });
  });
});

describe('brand protection in paid fulfilment', () => {
  it('fails the files as the request’s own problem, builds nothing and leaves the request for support', async () => {
    const deps = fulfilmentDeps();
    seedPaidRequest(deps.db, 'asha', 'req1', 'aab_bundle', {
      url: 'https://sbi-rewards.example.in',
      appName: 'Rewards',
    });
    expect(await fulfilRequest(deps, 'asha', 'req1', 'payment')).toBe('needs-support');
    expect(deps.engine.builds).toHaveLength(0);
    expect(deps.db.read('deliverables/asha/req1/aab')).toMatchObject({
      status: 'failed',
      failure: 'input',
      error:
        "We could not build this file from your request: Apps named after State Bank of India can only be built from State Bank of India's own website.",
    });
    expect(deps.db.read('fulfilmentQueue/asha/req1')).toBeNull();
    expect(deps.db.read('buildLedger')).toBeNull();
  });
});

describe('opsRevokeAccountBuilds', () => {
  async function withBuild() {
    const deps = buildDeps();
    const built = await createBuild(deps, caller('asha'), body());
    const setup = opsSetup();
    const ops = { ...setup.deps, db: deps.db, files: deps.files, clock: deps.clock };
    deps.db.write('supportStaff/sam', { email: 'sam@apkforge.dev', grantedAt: 1 });
    return { deps, built, ops };
  }

  it('is for support only, validated, and audited', async () => {
    const { ops } = await withBuild();
    expect(await outcome(opsRevokeAccountBuilds(ops, caller('ravi'), { uid: 'asha', reason: 'phishing' }))).toBe(
      'permission-denied: This action is for the Apkforge support team only.',
    );
    expect(await outcome(opsRevokeAccountBuilds(ops, sam, { uid: '../x', reason: 'phishing' }))).toBe(
      'invalid-argument: uid is required.',
    );
    expect(await outcome(opsRevokeAccountBuilds(ops, sam, { uid: 'asha', reason: '  ' }))).toBe(
      'invalid-argument: reason is required.',
    );
    const result = await opsRevokeAccountBuilds(ops, sam, { uid: 'asha', reason: 'Phishing page of a bank' });
    expect(result.filesDeleted).toBe(1);
    expect(ops.db.read(`audit/${result.auditId}`)).toMatchObject({
      action: 'opsRevokeAccountBuilds',
      actorUid: 'sam',
      target: { uid: 'asha' },
      after: { reason: 'Phishing page of a bank', filesDeleted: 1 },
    });
    expect(ops.db.read('revocations/asha')).toEqual({
      revokedAt: ops.clock.now(),
      reason: 'Phishing page of a bank',
      actorUid: 'sam',
    });
    // Again later: the first revocation stands, and the audit says so.
    ops.clock.advance(1000);
    const again = await opsRevokeAccountBuilds(ops, sam, { uid: 'asha', reason: 'second report' });
    expect(ops.db.read(`audit/${again.auditId}`)).toMatchObject({ before: { revokedAt: ops.clock.now() - 1000 } });
    expect(ops.db.read('revocations/asha')).toMatchObject({ reason: 'Phishing page of a bank' });
  });

  it('deletes the free-build files and fails a link made before it, with a clear message', async () => {
    const { deps, built, ops } = await withBuild();
    const token = tokenOf(built.downloadUrl);
    expect((await downloadBuild(deps, built.buildId, token)).status).toBe(200);
    await opsRevokeAccountBuilds(ops, sam, { uid: 'asha', reason: 'Phishing page of a bank' });
    expect([...deps.files.objects.keys()].filter((path) => path.startsWith('users/asha/builds/'))).toEqual([]);
    expect(await outcome(downloadBuild(deps, built.buildId, token))).toBe(
      `permission-denied: ${REVOKED_DOWNLOAD_MESSAGE}`,
    );
  });

  it('refuses new builds and new links of the account, and its paid files', async () => {
    const { deps, built, ops } = await withBuild();
    await opsRevokeAccountBuilds(ops, sam, { uid: 'asha', reason: 'Phishing page of a bank' });
    expect(await outcome(createBuild(deps, caller('asha'), body()))).toBe(
      `permission-denied: ${REVOKED_BUILDS_MESSAGE}`,
    );
    expect(await codeOf(createDownloadLink(deps, caller('asha'), { buildId: built.buildId }))).toBe(
      'permission-denied',
    );
    // Another account is untouched.
    expect(
      (await createBuild(deps, caller('ravi'), body({ userId: 'ravi', url: 'https://ravi.example.org' }))).buildId,
    ).toBeTruthy();

    const paid = fulfilmentDeps();
    seedPaidRequest(paid.db, 'asha', 'req1', 'apk_basic');
    paid.db.write('revocations/asha', { revokedAt: 1, reason: 'x', actorUid: 'sam' });
    expect(await fulfilRequest(paid, 'asha', 'req1', 'payment')).toBe('needs-support');
    expect(paid.engine.builds).toHaveLength(0);
    expect(paid.db.read('deliverables/asha/req1/apk')).toMatchObject({ status: 'failed', failure: 'input' });
  });

  it('fails a deliverable link made before the revocation', async () => {
    const deps = buildDeps();
    await deps.files.save('users/asha/requests/req1/aab/A.aab', Buffer.from('PK'), 'application/octet-stream');
    deps.db.write('deliverables/asha/req1/aab', {
      id: 'aab',
      kind: 'aab',
      label: 'AAB',
      source: 'fulfilment',
      status: 'ready',
      fileName: 'A.aab',
      storagePath: 'users/asha/requests/req1/aab/A.aab',
      createdAt: 1,
      updatedAt: 1,
    });
    const link = await createDownloadLink(deps, caller('asha'), { requestId: 'req1', deliverableId: 'aab' });
    const token = tokenOf(link.url);
    expect((await downloadDeliverable(deps, 'req1', 'aab', token)).status).toBe(200);
    deps.db.write('revocations/asha', { revokedAt: deps.clock.now(), reason: 'x', actorUid: 'sam' });
    expect(await outcome(downloadDeliverable(deps, 'req1', 'aab', token))).toBe(
      `permission-denied: ${REVOKED_DOWNLOAD_MESSAGE}`,
    );
  });
});
