import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeEngine } from '../../__tests__/fakes/fake-engine.js';
import { MemoryDb } from '../../__tests__/fakes/memory-db.js';
import { MemoryFiles } from '../../__tests__/fakes/memory-files.js';
import { NOW } from '../../__tests__/fixtures.js';
import { testKeyring } from '../../__tests__/keyring.js';
import { signingKeyFor } from '../signing-keys.js';
import { uploadKeyFor } from '../upload-keys.js';
import { BackupError, decryptBackup, encryptBackup } from './backup-envelope.js';
import { restoreBackup } from './restore-backup.js';
import { backupPath, writeKeyBackup } from './write-backup.js';

const recovery = generateKeyPairSync('rsa', {
  modulusLength: 3072,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const DAY = 24 * 60 * 60 * 1000;

async function world() {
  const deps = { db: new MemoryDb(), files: new MemoryFiles(), keyring: testKeyring(), engine: new FakeEngine() };
  const shop = await signingKeyFor(deps, 'asha', 'in.example.shop', { commonName: 'shop' }, NOW);
  const blog = await signingKeyFor(deps, 'ravi', 'in.example.blog', { commonName: 'blog' }, NOW);
  const upload = await uploadKeyFor(deps, 'asha', 'in.example.shop', NOW);
  return { deps, shop, blog, upload };
}

describe('the backup envelope', () => {
  it('opens only with the recovery private key, and refuses any changed byte', () => {
    const file = encryptBackup(Buffer.from('secret keys'), recovery.publicKey, NOW);
    expect(decryptBackup(file, recovery.privateKey).plaintext.toString()).toBe('secret keys');
    const other = generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expect(() => decryptBackup(file, String(other))).toThrow('This backup was made for another recovery key.');
    const text = Buffer.from(file).toString();
    const envelope = JSON.parse(text) as Record<string, string | number>;
    for (const field of ['ciphertext', 'tag', 'iv', 'wrappedKey']) {
      const value = String(envelope[field]);
      const changed = { ...envelope, [field]: (value[0] === 'A' ? 'B' : 'A') + value.slice(1) };
      expect(() => decryptBackup(Buffer.from(JSON.stringify(changed)), recovery.privateKey)).toThrow(BackupError);
    }
    expect(() =>
      decryptBackup(Buffer.from(JSON.stringify({ ...envelope, createdAt: NOW + 1 })), recovery.privateKey),
    ).toThrow('The backup does not open: it was damaged or altered.');
    expect(() => encryptBackup(Buffer.from('x'), 'not a key', NOW)).toThrow(BackupError);
  });
});

describe('back up, wipe, restore', () => {
  it('puts back every key (signing and upload) with its certificate, counter and package summary', async () => {
    const { deps, shop, blog, upload } = await world();
    const { report, file } = await writeKeyBackup(deps, recovery.publicKey, NOW);
    expect(report).toMatchObject({ path: backupPath(NOW), keys: 3, unreadable: [], expired: 0 });
    expect(deps.files.objects.get(report.path)?.bytes).toEqual(Buffer.from(file));
    // The backup holds no key in the clear.
    expect(Buffer.from(file).includes(Buffer.from(shop.key.privateKeyPkcs8).toString('base64'))).toBe(false);

    const wiped = { ...deps, db: new MemoryDb(), keyring: testKeyring() };
    expect(await restoreBackup(wiped.db, wiped.keyring, file, recovery.privateKey)).toEqual({
      restored: 3,
      present: 0,
      conflicts: [],
      packages: 2,
    });
    const shopAgain = await signingKeyFor(wiped, 'asha', 'in.example.shop', { commonName: 'shop' }, NOW + 1);
    expect(shopAgain.key).toEqual(shop.key);
    expect((await signingKeyFor(wiped, 'ravi', 'in.example.blog', { commonName: 'b' }, NOW)).certificateSha256).toBe(
      blog.certificateSha256,
    );
    expect((await uploadKeyFor(wiped, 'asha', 'in.example.shop', NOW)).certificateSha256).toBe(
      upload.certificateSha256,
    );
    expect(wiped.engine.generated).toHaveLength(3);
    // Again: nothing more to restore.
    expect(await restoreBackup(wiped.db, wiped.keyring, file, recovery.privateKey)).toMatchObject({
      restored: 0,
      present: 3,
      packages: 0,
    });
  });

  it('never overwrites a different key, and refuses a wrong recovery key or a damaged file before writing', async () => {
    const { deps, file } = await (async () => {
      const w = await world();
      return { deps: w.deps, file: (await writeKeyBackup(w.deps, recovery.publicKey, NOW)).file };
    })();
    const other = { db: new MemoryDb(), keyring: testKeyring(), engine: new FakeEngine() };
    const mine = await signingKeyFor(other, 'asha', 'in.example.shop', { commonName: 'x' }, NOW);
    const report = await restoreBackup(other.db, other.keyring, file, recovery.privateKey);
    expect(report.conflicts).toEqual(['signingKeys/asha/in,example,shop']);
    expect((await signingKeyFor(other, 'asha', 'in.example.shop', { commonName: 'x' }, NOW)).key).toEqual(mine.key);

    const empty = new MemoryDb();
    const damaged = Buffer.from(file);
    damaged[damaged.length - 20]! ^= 1;
    await expect(restoreBackup(empty, deps.keyring, damaged, recovery.privateKey)).rejects.toThrow(BackupError);
    const wrong = generateKeyPairSync('rsa', { modulusLength: 3072 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    await expect(restoreBackup(empty, deps.keyring, file, String(wrong))).rejects.toThrow(/another recovery key/);
    expect(empty.read('')).toBeNull();
  });

  it('names keys no secret opens, and deletes backups older than 28 days', async () => {
    const { deps } = await world();
    deps.db.write('signingKeys/zoe/in,lost,app', {
      packageName: 'in.lost.app',
      certificateSha256: 'AA',
      sealed: 'x.y.z',
      createdAt: NOW,
    });
    await deps.files.save(backupPath(NOW - 29 * DAY), new Uint8Array(1), 'application/json');
    await deps.files.save(backupPath(NOW - 27 * DAY), new Uint8Array(1), 'application/json');
    const { report } = await writeKeyBackup(deps, recovery.publicKey, NOW);
    expect(report.unreadable).toEqual(['signingKeys/zoe/in,lost,app']);
    expect(report.expired).toBe(1);
    expect([...deps.files.objects.keys()].filter((path) => path.startsWith('backups/')).sort()).toEqual(
      [backupPath(NOW - 27 * DAY), backupPath(NOW)].sort(),
    );
  });
});
