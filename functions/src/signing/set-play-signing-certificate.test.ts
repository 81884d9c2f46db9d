import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { caller, codeOf, ManualClock } from '../__tests__/fixtures.js';
import { paidRequest } from '../__tests__/fulfilment-setup.js';
import { unpaidRequest } from '../__tests__/fixtures.js';
import { setPlaySigningCertificate } from './set-play-signing-certificate.js';

const PLAY = 'AB:'.repeat(31) + 'AB';

function setup() {
  const db = new MemoryDb();
  db.write('requests/asha/req1', paidRequest('req1', 'aab_bundle'));
  db.write('requests/asha/req2', unpaidRequest('req2'));
  return { db, clock: new ManualClock() };
}

describe('setPlaySigningCertificate', () => {
  it('stores the pasted fingerprint normalised on the request, and removes it when sent empty', async () => {
    const deps = setup();
    deps.clock.advance(5000);
    expect(
      await setPlaySigningCertificate(deps, caller('asha'), { requestId: 'req1', sha256: ` ${'ab'.repeat(32)} ` }),
    ).toEqual({ playSigningSha256: PLAY });
    expect(deps.db.read('requests/asha/req1')).toMatchObject({
      playSigningSha256: PLAY,
      updatedAt: deps.clock.now(),
      updatedAtISO: new Date(deps.clock.now()).toISOString(),
      paymentStatus: 'paid',
    });
    expect(await setPlaySigningCertificate(deps, caller('asha'), { requestId: 'req1', sha256: '' })).toEqual({
      playSigningSha256: null,
    });
    expect(deps.db.read('requests/asha/req1/playSigningSha256')).toBeNull();
  });

  it('refuses what is not a SHA-256 fingerprint, with the help text', async () => {
    const deps = setup();
    for (const sha256 of ['AB:CD', 'zz'.repeat(32), 42, undefined]) {
      const outcome = setPlaySigningCertificate(deps, caller('asha'), { requestId: 'req1', sha256 });
      await expect(outcome).rejects.toMatchObject({
        code: 'invalid-argument',
        message:
          'Paste the SHA-256 certificate fingerprint: 32 pairs of hex digits (0-9, A-F), with or without colons.',
      });
    }
  });

  it("touches only the caller's own paid requests", async () => {
    const deps = setup();
    expect(await codeOf(setPlaySigningCertificate(deps, caller('ravi'), { requestId: 'req1', sha256: PLAY }))).toBe(
      'not-found',
    );
    expect(await codeOf(setPlaySigningCertificate(deps, caller('asha'), { requestId: 'req2', sha256: PLAY }))).toBe(
      'failed-precondition',
    );
    expect(await codeOf(setPlaySigningCertificate(deps, caller('asha'), { requestId: '../x', sha256: PLAY }))).toBe(
      'invalid-argument',
    );
    const unverified = caller('asha', { emailVerified: false });
    expect(await codeOf(setPlaySigningCertificate(deps, unverified, { requestId: 'req1', sha256: PLAY }))).toBe(
      'permission-denied',
    );
    expect(deps.db.read('requests/ravi')).toBeNull();
    expect(deps.db.read('requests/asha/req2/playSigningSha256')).toBeNull();
  });
});
