import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { NOW } from '../__tests__/fixtures.js';
import { sealFirstFormat, testKeyring } from '../__tests__/keyring.js';
import { sealedKeyId } from './seal.js';
import { rotateSigningKeys } from './reseal-signing-keys.js';
import { encodeKeyMaterial, type SigningKeyRecord } from './signing-key-record.js';
import { signingKeyFor } from './signing-keys.js';

const subject = { commonName: 'Example' };

describe('rotateSigningKeys', () => {
  it('seals every key again with the current secret, reports counts, and a second run finds all current', async () => {
    const before = { db: new MemoryDb(), engine: new FakeEngine(), keyring: testKeyring() };
    for (let user = 0; user < 130; user += 1) await signingKeyFor(before, `u${user}`, 'com.example.app', subject, NOW);
    await signingKeyFor(before, 'u1', 'org.other.app', subject, NOW);
    // A key of the first release: first id, first format.
    const material = await new FakeEngine().generateSigningKey();
    before.db.write('signingKeys/u2/com_first_app', {
      packageName: 'com.first.app',
      certificateSha256: 'AA',
      sealed: sealFirstFormat(before.keyring.current.key, encodeKeyMaterial(material), 'signingKeys/u2/com_first_app'),
      createdAt: 1,
    } satisfies SigningKeyRecord);
    // One sealed with a secret nobody has any more.
    before.db.write('signingKeys/u3/com,lost,app', {
      packageName: 'com.lost.app',
      certificateSha256: 'BB',
      sealed: sealFirstFormat(testKeyring().current.key, Buffer.from('{}'), 'signingKeys/u3/com,lost,app'),
      createdAt: 1,
    } satisfies SigningKeyRecord);

    const rotated = testKeyring(before.keyring);
    expect(await rotateSigningKeys(before.db, rotated, NOW + 1)).toEqual({
      keys: 133,
      resealed: 132,
      current: 0,
      unreadable: ['signingKeys/u3/com,lost,app'],
    });
    const stored = before.db.read('signingKeys') as Record<string, Record<string, SigningKeyRecord>>;
    for (const [uid, keys] of Object.entries(stored)) {
      for (const [id, record] of Object.entries(keys)) {
        if (id === 'com,lost,app') continue;
        expect(sealedKeyId(record.sealed), `${uid}/${id}`).toBe(rotated.current.id);
        expect(record.resealedAt).toBe(NOW + 1);
      }
    }
    // The previous secret can go: the current one alone opens every key a build uses.
    const after = { ...before, keyring: { current: rotated.current } };
    expect((await signingKeyFor(after, 'u7', 'com.example.app', subject, NOW + 2)).certificateSha256).toBe(
      stored.u7!['com,example,app']!.certificateSha256,
    );
    expect(await rotateSigningKeys(before.db, rotated, NOW + 3)).toMatchObject({
      keys: 133,
      resealed: 0,
      current: 132,
    });
  });
});
