import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { NOW } from '../__tests__/fixtures.js';
import { sealFirstFormat, testKeyring } from '../__tests__/keyring.js';
import type { PackageRecord } from '../contracts/packages.js';
import { seal } from './seal.js';
import { legacyKeyId } from './legacy-signing-key.js';
import { encodeKeyMaterial, KEY_UNUSABLE, type SigningKeyRecord } from './signing-key-record.js';
import { existingSigningKey, nextVersionCode, signingKeyFor } from './signing-keys.js';

function setup() {
  return { db: new MemoryDb(), engine: new FakeEngine(), keyring: testKeyring() };
}

const subject = { commonName: 'Example' };

/** A key as the first release stored it: under `in_my_shop_app`, sealed in the first format for that path. */
async function legacyRecord(deps: ReturnType<typeof setup>, uid: string, packageName: string, lastVersionCode = 4) {
  const key = await new FakeEngine().generateSigningKey();
  const path = `signingKeys/${uid}/${legacyKeyId(packageName)}`;
  const record: SigningKeyRecord = {
    packageName,
    certificateSha256: 'AA:BB',
    sealed: sealFirstFormat(deps.keyring.current.key, encodeKeyMaterial(key), path),
    createdAt: NOW - 1000,
    lastVersionCode,
  };
  deps.db.write(path, record);
  return { key, path, record };
}

describe('signingKeyFor', () => {
  it('creates the key once under its packageKey id, stores it sealed, and reuses it', async () => {
    const deps = setup();
    const first = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    const second = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW + 1000);
    expect(deps.engine.generated).toHaveLength(1);
    expect(first.packageKey).toBe('com,example,app');
    expect(second.certificateSha256).toBe(first.certificateSha256);
    expect(Buffer.from(second.key.privateKeyPkcs8)).toEqual(Buffer.from(deps.engine.generated[0]!.privateKeyPkcs8));

    const record = deps.db.read('signingKeys/u1/com,example,app') as SigningKeyRecord;
    expect(record).toMatchObject({
      packageName: 'com.example.app',
      createdAt: NOW,
      certificateSha256: first.certificateSha256,
    });
    const privateBase64 = Buffer.from(first.key.privateKeyPkcs8).toString('base64');
    expect(JSON.stringify(record)).not.toContain(privateBase64);
    expect(record.sealed.split('.').slice(0, 2)).toEqual(['v2', deps.keyring.current.id]);
  });

  it('gives in.my_shop.app and in.my.shop.app (my-shop.in and shop.my.in) their own key and counter', async () => {
    // The first key id replaced '.' by '_': both packages were `in_my_shop_app`, one key and one counter.
    const deps = setup();
    const dash = await signingKeyFor(deps, 'u1', 'in.my_shop.app', subject, NOW);
    const dots = await signingKeyFor(deps, 'u1', 'in.my.shop.app', subject, NOW);
    expect(dots.certificateSha256).not.toBe(dash.certificateSha256);
    expect(deps.engine.generated).toHaveLength(2);
    expect(await nextVersionCode(deps.db, 'u1', 'in.my_shop.app', NOW)).toBe(1);
    expect(await nextVersionCode(deps.db, 'u1', 'in.my_shop.app', NOW)).toBe(2);
    expect(await nextVersionCode(deps.db, 'u1', 'in.my.shop.app', NOW)).toBe(1);
  });

  it('keeps keys per user and per package', async () => {
    const deps = setup();
    const a = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    const b = await signingKeyFor(deps, 'u2', 'com.example.app', subject, NOW);
    const c = await signingKeyFor(deps, 'u1', 'org.other.app', subject, NOW);
    expect(new Set([a.certificateSha256, b.certificateSha256, c.certificateSha256]).size).toBe(3);
  });

  it('is race-safe: concurrent first builds end up with one and the same key', async () => {
    const deps = setup();
    const results = await Promise.all([1, 2, 3].map(() => signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW)));
    expect(new Set(results.map((result) => result.certificateSha256)).size).toBe(1);
    const stored = deps.db.read('signingKeys/u1/com,example,app') as SigningKeyRecord;
    expect(stored.certificateSha256).toBe(results[0]!.certificateSha256);
  });

  it('keeps the owner-readable summary under packages/{uid}/{packageKey} in step with the key', async () => {
    const deps = setup();
    const key = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    expect(deps.db.read('packages/u1/com,example,app')).toEqual({
      packageName: 'com.example.app',
      certificateSha256: key.certificateSha256,
      lastVersionCode: 0,
      createdAt: NOW,
      updatedAt: NOW,
    } satisfies PackageRecord);
    deps.db.write('packages/u1/com,example,app/exportCount', 2);
    expect(await nextVersionCode(deps.db, 'u1', 'com.example.app', NOW + 5)).toBe(1);
    expect(await nextVersionCode(deps.db, 'u1', 'com.example.app', NOW + 9)).toBe(2);
    expect(deps.db.read('packages/u1/com,example,app')).toMatchObject({
      lastVersionCode: 2,
      updatedAt: NOW + 9,
      createdAt: NOW,
      exportCount: 2,
    });
  });
});

describe('keys stored under the first id (package name with . replaced by _)', () => {
  it('are moved on first use when the stored packageName matches exactly: same key, counter continues', async () => {
    const deps = setup();
    const legacy = await legacyRecord(deps, 'u1', 'in.my_shop.app');
    const opened = await signingKeyFor(deps, 'u1', 'in.my_shop.app', subject, NOW);
    expect(Buffer.from(opened.key.certificate)).toEqual(Buffer.from(legacy.key.certificate));
    expect(deps.engine.generated).toHaveLength(0);
    expect(deps.db.read(legacy.path)).toBeNull();
    const moved = deps.db.read('signingKeys/u1/in,my_shop,app') as SigningKeyRecord;
    expect(moved).toMatchObject({ packageName: 'in.my_shop.app', lastVersionCode: 4, createdAt: NOW - 1000 });
    expect(moved.sealed.startsWith(`v2.${deps.keyring.current.id}.`)).toBe(true);
    expect(await nextVersionCode(deps.db, 'u1', 'in.my_shop.app', NOW)).toBe(5);
    expect(deps.db.read('packages/u1/in,my_shop,app')).toMatchObject({ lastVersionCode: 5 });
  });

  it('are never moved to another package that had the same first id', async () => {
    const deps = setup();
    const legacy = await legacyRecord(deps, 'u1', 'in.my_shop.app');
    const other = await signingKeyFor(deps, 'u1', 'in.my.shop.app', subject, NOW);
    expect(deps.engine.generated).toHaveLength(1);
    expect(Buffer.from(other.key.certificate)).not.toEqual(Buffer.from(legacy.key.certificate));
    expect(deps.db.read(legacy.path)).toEqual(legacy.record);
    expect(await nextVersionCode(deps.db, 'u1', 'in.my.shop.app', NOW)).toBe(1);
    // The rightful owner still finds it.
    const owner = await signingKeyFor(deps, 'u1', 'in.my_shop.app', subject, NOW);
    expect(Buffer.from(owner.key.certificate)).toEqual(Buffer.from(legacy.key.certificate));
  });

  it('fail loudly when they do not open, instead of making a new key', async () => {
    const deps = setup();
    const legacy = await legacyRecord(deps, 'u1', 'in.my_shop.app');
    const lost = { ...deps, keyring: testKeyring() };
    await expect(signingKeyFor(lost, 'u1', 'in.my_shop.app', subject, NOW)).rejects.toMatchObject({
      code: 'internal',
      message: KEY_UNUSABLE,
    });
    expect(deps.engine.generated).toHaveLength(0);
    expect(deps.db.read(legacy.path)).toEqual(legacy.record);
    expect(deps.db.read('signingKeys/u1/in,my_shop,app')).toBeNull();
  });
});

describe('a stored key that cannot be used fails the build loudly', () => {
  it('when no secret of the keyring opens it (SIGNING_KEYS_SECRET lost or changed)', async () => {
    const deps = setup();
    await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    const stored = deps.db.read('signingKeys/u1/com,example,app');
    await expect(
      signingKeyFor({ ...deps, keyring: testKeyring() }, 'u1', 'com.example.app', subject, NOW),
    ).rejects.toMatchObject({ code: 'internal', message: KEY_UNUSABLE });
    expect(deps.engine.generated).toHaveLength(1);
    expect(deps.db.read('signingKeys/u1/com,example,app')).toEqual(stored);
  });

  it('when the record at the id holds another package name', async () => {
    const deps = setup();
    await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    deps.db.write('signingKeys/u1/com,example,app/packageName', 'com.example.other');
    await expect(signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW)).rejects.toMatchObject({
      code: 'internal',
    });
    expect(deps.engine.generated).toHaveLength(1);
  });
});

describe('rotation', () => {
  it('opens a key sealed with the previous secret and seals it again with the current one', async () => {
    const before = setup();
    const created = await signingKeyFor(before, 'u1', 'com.example.app', subject, NOW);
    const during = { ...before, keyring: testKeyring(before.keyring) };
    const opened = await signingKeyFor(during, 'u1', 'com.example.app', subject, NOW + 1);
    expect(opened.certificateSha256).toBe(created.certificateSha256);
    const record = before.db.read('signingKeys/u1/com,example,app') as SigningKeyRecord;
    expect(record.sealed.startsWith(`v2.${during.keyring.current.id}.`)).toBe(true);
    expect(record.resealedAt).toBe(NOW + 1);
    // Once sealed again, the current secret alone opens it.
    const after = { ...before, keyring: { current: during.keyring.current } };
    expect((await signingKeyFor(after, 'u1', 'com.example.app', subject, NOW + 2)).certificateSha256).toBe(
      created.certificateSha256,
    );
    expect(before.engine.generated).toHaveLength(1);
  });

  it('does not overwrite a record that changed while it was being sealed again', async () => {
    const deps = setup();
    await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    const during = { ...deps, keyring: testKeyring(deps.keyring) };
    const path = 'signingKeys/u1/com,example,app';
    const newer = seal(during.keyring.current, Buffer.from('x'), path);
    const original = deps.db.transaction.bind(deps.db);
    deps.db.transaction = async (at, update) => {
      if (at === path) deps.db.write(`${path}/sealed`, newer);
      return original(at, update);
    };
    await signingKeyFor(during, 'u1', 'com.example.app', subject, NOW);
    expect((deps.db.read(path) as SigningKeyRecord).sealed).toBe(newer);
  });
});

describe('existingSigningKey', () => {
  it('finds a key (moving it from its first id) and never creates one', async () => {
    const deps = setup();
    expect(await existingSigningKey(deps, 'u1', 'com.example.app', NOW)).toBeNull();
    const legacy = await legacyRecord(deps, 'u1', 'in.my_shop.app');
    const found = await existingSigningKey(deps, 'u1', 'in.my_shop.app', NOW);
    expect(Buffer.from(found!.key.certificate)).toEqual(Buffer.from(legacy.key.certificate));
    expect(found!.record).toMatchObject({ packageName: 'in.my_shop.app', lastVersionCode: 4 });
    expect(await existingSigningKey(deps, 'u1', 'in.my.shop.app', NOW)).toBeNull();
    expect(deps.engine.generated).toHaveLength(0);
  });
});

describe('nextVersionCode', () => {
  it('counts 1, 2, 3 per (user, package)', async () => {
    const deps = setup();
    for (const [uid, packageName] of [
      ['u1', 'com.a.app'],
      ['u1', 'com.b.app'],
      ['u2', 'com.a.app'],
    ] as const) {
      await signingKeyFor(deps, uid, packageName, subject, NOW);
    }
    expect(await nextVersionCode(deps.db, 'u1', 'com.a.app', NOW)).toBe(1);
    expect(await nextVersionCode(deps.db, 'u1', 'com.a.app', NOW)).toBe(2);
    expect(await nextVersionCode(deps.db, 'u1', 'com.b.app', NOW)).toBe(1);
    expect(await nextVersionCode(deps.db, 'u2', 'com.a.app', NOW)).toBe(1);
    expect(await nextVersionCode(deps.db, 'u1', 'com.a.app', NOW)).toBe(3);
  });

  it('refuses to count for a key that does not exist, and leaves no bare counter behind', async () => {
    const db = new MemoryDb();
    await expect(nextVersionCode(db, 'u1', 'com.a.app', NOW)).rejects.toThrow(/did not commit/);
    expect(db.read('signingKeys/u1')).toBeNull();
    expect(db.read('packages/u1')).toBeNull();
  });
});
