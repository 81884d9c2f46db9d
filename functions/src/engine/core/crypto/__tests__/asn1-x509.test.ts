import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Asn1FormatError, parseDer } from '../asn1-reader.js';
import {
  bmpString,
  integer,
  octetString,
  oid,
  sequence,
  setOf,
  Tag,
  time,
  unsignedInteger,
  utf8String,
} from '../asn1-writer.js';
import { generateRsaKey, privateKeyFromPkcs8 } from '../keys.js';
import { certificateFingerprint, createSelfSignedCertificate, parseCertificate, verifySelfSigned } from '../x509.js';

describe('ASN.1 DER writer -> reader', () => {
  it('round-trips the primitives we use', () => {
    const der = sequence(
      integer(0),
      integer(65537),
      unsignedInteger(Uint8Array.of(0x80, 1)),
      oid('1.2.840.113549.1.1.11'),
      octetString(new Uint8Array(300)),
      utf8String('हिन्दी'),
      bmpString('alias'),
      setOf(integer(2), integer(1)),
    );
    const node = parseDer(der).expect(Tag.SEQUENCE);
    expect(node.child(0).integer()).toBe(0);
    expect(node.child(1).integer()).toBe(65537);
    expect([...node.child(2).content]).toEqual([0, 0x80, 1]);
    expect(node.child(3).oid()).toBe('1.2.840.113549.1.1.11');
    expect(node.child(4).octets()).toHaveLength(300);
    expect(node.child(5).text()).toBe('हिन्दी');
    expect(node.child(6).text()).toBe('alias');
    expect(node.child(7).children.map((c) => c.integer())).toEqual([1, 2]);
  });

  it('reads BER indefinite lengths and constructed OCTET STRINGs (seen in older PKCS#12 files)', () => {
    const ber = Uint8Array.of(0x30, 0x80, 0x24, 0x80, 0x04, 0x01, 0xaa, 0x04, 0x01, 0xbb, 0, 0, 0x02, 0x01, 0x05, 0, 0);
    const node = parseDer(ber);
    expect([...node.child(0).octets()]).toEqual([0xaa, 0xbb]);
    expect(node.child(1).integer()).toBe(5);
  });

  it('rejects truncated and trailing data', () => {
    expect(() => parseDer(Uint8Array.of(0x30, 0x05, 0x02))).toThrow(Asn1FormatError);
    expect(() => parseDer(Uint8Array.of(0x05, 0x00, 0x00))).toThrow(Asn1FormatError);
  });

  it('writes UTCTime before 2050 and GeneralizedTime from 2050 (RFC 5280 4.1.2.5)', () => {
    expect(time(new Date('2049-12-31T23:59:59Z'))[0]).toBe(Tag.UTC_TIME);
    expect(time(new Date('2050-01-01T00:00:00Z'))[0]).toBe(Tag.GENERALIZED_TIME);
    for (const iso of [
      '1999-05-06T07:08:09Z',
      '2049-12-31T23:59:59Z',
      '2050-01-01T00:00:00Z',
      '2099-02-03T04:05:06Z',
    ]) {
      expect(
        parseDer(time(new Date(iso)))
          .time()
          .toISOString(),
      ).toBe(iso.replace('Z', '.000Z'));
    }
  });
});

describe('self-signed X.509 certificate', () => {
  it('is valid for 30 years, verifies, and is read identically by node:crypto', async () => {
    const { privateKeyPkcs8 } = await generateRsaKey();
    const notBefore = new Date('2030-06-15T12:00:00Z');
    const der = createSelfSignedCertificate(
      privateKeyFromPkcs8(privateKeyPkcs8),
      { commonName: 'Ünïcode App', organization: 'Org' },
      { notBefore },
    );
    const parsed = parseCertificate(der);
    expect(parsed.notBefore.toISOString()).toBe('2030-06-15T12:00:00.000Z');
    expect(parsed.notAfter.toISOString()).toBe('2060-06-15T12:00:00.000Z');
    expect(parsed.subjectText).toBe('O=Org, CN=Ünïcode App');
    expect(verifySelfSigned(parsed)).toBe(true);
    const independent = new X509Certificate(der);
    expect(independent.verify(independent.publicKey)).toBe(true);
    expect(independent.fingerprint256).toBe(certificateFingerprint(der));
    expect(new Date(independent.validTo).getUTCFullYear()).toBe(2060);
    expect(parsed.serial[0]! & 0x80).toBe(0);
  });

  it('keeps subject names within the RFC 5280 upper bounds (64 characters), never empty', async () => {
    const key = privateKeyFromPkcs8((await generateRsaKey()).privateKeyPkcs8);
    const long = `${'🍕'.repeat(63)}ab ${'x'.repeat(150)}`;
    const parsed = parseCertificate(
      createSelfSignedCertificate(key, { commonName: long, organization: ` ${'O'.repeat(70)} ` }),
    );
    expect(parsed.subjectText).toBe(`O=${'O'.repeat(64)}, CN=${'🍕'.repeat(63)}a`);
    expect(parseCertificate(createSelfSignedCertificate(key, { commonName: '  ', organization: '' })).subjectText).toBe(
      'CN=Apkforge',
    );
  });

  it('detects a tampered certificate', async () => {
    const { privateKeyPkcs8 } = await generateRsaKey();
    const der = createSelfSignedCertificate(privateKeyFromPkcs8(privateKeyPkcs8), {});
    const tampered = der.slice();
    tampered[tampered.length - 300] = tampered[tampered.length - 300]! ^ 1;
    let ok: boolean;
    try {
      ok = verifySelfSigned(parseCertificate(tampered));
    } catch {
      ok = false;
    }
    expect(ok).toBe(false);
  });
});
