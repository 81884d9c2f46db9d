import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { apksignerLineage, tools } from '../../../__tests__/support/android-tools.js';
import { rotatedTestKey, testKey } from '../../../__tests__/support/test-key.js';
import { generateSigningKey } from '../../../index.js';
import { privateKeyFromPkcs8 } from '../../crypto/keys.js';
import { writePkcs12 } from '../../crypto/pkcs12-writer.js';
import { certificateFingerprint } from '../../crypto/x509.js';
import {
  decodeLineage,
  DEFAULT_LINEAGE_FLAGS,
  encodeLineage,
  LineageFormatError,
  readLineageFile,
  writeLineageFile,
  type LineageNode,
} from '../lineage-format.js';
import { rotateLineage, verifyLineage } from '../lineage.js';

const dir = mkdtempSync(join(tmpdir(), 'lineage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const signer = (key: { privateKeyPkcs8: Uint8Array; certificate: Uint8Array }) => ({
  privateKey: privateKeyFromPkcs8(key.privateKeyPkcs8),
  certificate: key.certificate,
});
const hex = (der: Uint8Array) => certificateFingerprint(der).replace(/:/g, '').toLowerCase();

function oldToNew(): LineageNode[] {
  return rotateLineage([], signer(testKey()), rotatedTestKey().certificate);
}

describe('proof-of-rotation lineage: writer -> reader -> verifier', () => {
  it('links the old certificate to the new one, signed by the old key, and reads back the same nodes', () => {
    const nodes = oldToNew();
    expect(nodes.map((n) => n.certificate)).toEqual([testKey().certificate, rotatedTestKey().certificate]);
    expect(nodes[0]).toMatchObject({
      parentSignatureAlgorithm: 0,
      signatureAlgorithm: 0x0103,
      signature: new Uint8Array(0),
    });
    expect(nodes[1]).toMatchObject({
      parentSignatureAlgorithm: 0x0103,
      signatureAlgorithm: 0,
      flags: DEFAULT_LINEAGE_FLAGS,
    });
    expect(readLineageFile(writeLineageFile(nodes))).toEqual(nodes);
    expect(decodeLineage(encodeLineage(nodes))).toEqual(nodes);
    expect(verifyLineage(nodes)).toMatchObject({ ok: true, issues: [] });
    // PKCS#1 v1.5 signatures: the same inputs give the same bytes.
    expect(writeLineageFile(oldToNew())).toEqual(writeLineageFile(nodes));
  });

  it('grows by one signed link per rotation, the last key signing the next', async () => {
    const third = await generateSigningKey({ commonName: 'third' });
    const nodes = rotateLineage(oldToNew(), signer(rotatedTestKey()), third.certificate);
    expect(nodes).toHaveLength(3);
    expect(verifyLineage(nodes).issues).toEqual([]);
    expect(() => rotateLineage(oldToNew(), signer(testKey()), third.certificate)).toThrow(LineageFormatError);
    expect(() => rotateLineage(oldToNew(), signer(rotatedTestKey()), testKey().certificate)).toThrow(/already/);
  });

  it('reports a forged link, a signed first node and a changed algorithm, every one', () => {
    const forged = oldToNew();
    forged[1]!.signature = forged[1]!.signature.slice();
    forged[1]!.signature[10]! ^= 1;
    expect(verifyLineage(forged).issues).toEqual(['lineage: certificate 2 is not signed by certificate 1']);
    const firstSigned = oldToNew();
    firstSigned[0]!.signature = Uint8Array.of(1);
    const algorithm = oldToNew();
    algorithm[0]!.signatureAlgorithm = 0x0104;
    expect(verifyLineage(firstSigned).issues).toEqual(['lineage: the first certificate must not be signed']);
    expect(verifyLineage(algorithm).issues).toEqual([
      'lineage: certificate 2 names another algorithm than its parent announced',
    ]);
    const reversed = oldToNew().reverse();
    expect(verifyLineage(reversed).ok).toBe(false);
  });

  it('refuses files that are not lineages', () => {
    const file = writeLineageFile(oldToNew());
    expect(() => readLineageFile(file.subarray(1))).toThrow(LineageFormatError);
    const badMagic = file.slice();
    badMagic[0]! ^= 1;
    expect(() => readLineageFile(badMagic)).toThrow(/not a signing certificate lineage/);
    expect(() => readLineageFile(new Uint8Array([...file, 0]))).toThrow(/trailing/);
    expect(() => decodeLineage(Uint8Array.of(2, 0, 0, 0))).toThrow(/unsupported version 2/);
  });
});

describe.skipIf(tools.apksigner.skip)('lineage files and apksigner', () => {
  it('apksigner lineage --print-certs lists both certificates of our file, oldest first', async () => {
    const path = join(dir, 'ours.lineage');
    writeFileSync(path, writeLineageFile(oldToNew()));
    const listed = await apksignerLineage(path);
    expect(listed.code, listed.output).toBe(0);
    expect(listed.sha256).toEqual([hex(testKey().certificate), hex(rotatedTestKey().certificate)]);
    expect(listed.output).toMatch(/Has rollback capability\s*: false/);
  });

  it('our reader reads what apksigner rotate writes, byte for byte what we write', async () => {
    const [oldKs, newKs, out] = ['old.p12', 'new.p12', 'theirs.lineage'].map((name) => join(dir, name));
    for (const [path, key] of [
      [oldKs!, testKey()],
      [newKs!, rotatedTestKey()],
    ] as const)
      writeFileSync(path, writePkcs12(key.privateKeyPkcs8, key.certificate, 'pw', 'k', 2048));
    await promisify(execFile)(tools.apksigner.path!, [
      'rotate',
      '--out',
      out!,
      '--old-signer',
      '--ks',
      oldKs!,
      '--ks-pass',
      'pass:pw',
      '--new-signer',
      '--ks',
      newKs!,
      '--ks-pass',
      'pass:pw',
    ]);
    const theirs = new Uint8Array(readFileSync(out!));
    expect(verifyLineage(readLineageFile(theirs))).toMatchObject({ ok: true, issues: [] });
    expect(theirs).toEqual(writeLineageFile(oldToNew()));
  });
});
