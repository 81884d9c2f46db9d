import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../__tests__/fakes/memory-db.js';
import { NOW } from '../__tests__/fixtures.js';
import { keyIdOf, nextVersionCode, signingKeyFor, type SigningKeyRecord } from './signing-keys.js';

function setup() {
  return { db: new MemoryDb(), engine: new FakeEngine(), sealingKey: randomBytes(32) };
}

const subject = { commonName: 'Example' };

describe('signingKeyFor', () => {
  it('creates the key once, stores it sealed, and reuses it', async () => {
    const deps = setup();
    const first = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    const second = await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW + 1000);
    expect(deps.engine.generated).toHaveLength(1);
    expect(second.certificateSha256).toBe(first.certificateSha256);
    expect(Buffer.from(second.key.privateKeyPkcs8)).toEqual(Buffer.from(deps.engine.generated[0]!.privateKeyPkcs8));

    const record = deps.db.read('signingKeys/u1/com_example_app') as SigningKeyRecord;
    expect(record).toMatchObject({
      packageName: 'com.example.app',
      createdAt: NOW,
      certificateSha256: first.certificateSha256,
    });
    const privateBase64 = Buffer.from(first.key.privateKeyPkcs8).toString('base64');
    expect(JSON.stringify(record)).not.toContain(privateBase64);
    expect(record.sealed.split('.')).toHaveLength(3);
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
    const stored = deps.db.read('signingKeys/u1/com_example_app') as SigningKeyRecord;
    expect(stored.certificateSha256).toBe(results[0]!.certificateSha256);
  });

  it('refuses to open a key sealed under another secret', async () => {
    const deps = setup();
    await signingKeyFor(deps, 'u1', 'com.example.app', subject, NOW);
    await expect(
      signingKeyFor({ ...deps, sealingKey: randomBytes(32) }, 'u1', 'com.example.app', subject, NOW),
    ).rejects.toThrow(/cannot be opened/);
  });
});

describe('nextVersionCode', () => {
  it('counts 1, 2, 3 per (user, package)', async () => {
    const db = new MemoryDb();
    expect(await nextVersionCode(db, 'u1', 'k')).toBe(1);
    expect(await nextVersionCode(db, 'u1', 'k')).toBe(2);
    expect(await nextVersionCode(db, 'u1', 'other')).toBe(1);
    expect(await nextVersionCode(db, 'u2', 'k')).toBe(1);
    expect(await nextVersionCode(db, 'u1', 'k')).toBe(3);
  });
});

describe('helpers', () => {
  it('keyIdOf replaces dots', () => {
    expect(keyIdOf('com.example.my_app')).toBe('com_example_my_app');
  });
});
