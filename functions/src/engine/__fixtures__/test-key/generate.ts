import { generateKeyPairSync } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportPkcs12, generateSigningKey } from '../../index.js';

// Each set is made once and never overwritten: goldens depend on them.
const dir = fileURLToPath(new URL('.', import.meta.url));
if (!existsSync(`${dir}/test-key.pk8`)) {
  const key = await generateSigningKey({
    commonName: 'Apkforge Test Key - DO NOT USE',
    organization: 'Apkforge Tests',
  });
  writeFileSync(`${dir}/test-key.pk8`, key.privateKeyPkcs8);
  writeFileSync(`${dir}/test-cert.der`, key.certificate);
  writeFileSync(`${dir}/test-key.p12`, exportPkcs12(key, 'test-password', 'apkforge-test', 10_000));
}
if (!existsSync(`${dir}/rotated-key.pk8`)) {
  const key = await generateSigningKey({
    commonName: 'Apkforge Rotated Test Key - DO NOT USE',
    organization: 'Apkforge Tests',
  });
  writeFileSync(`${dir}/rotated-key.pk8`, key.privateKeyPkcs8);
  writeFileSync(`${dir}/rotated-cert.der`, key.certificate);
}
if (!existsSync(`${dir}/play-encryption-key.pk8`)) {
  // Stands in for the key pair behind the encryption public key Play Console shows (RSA, 4096 bits like Play's).
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 4096, publicExponent: 65537 });
  writeFileSync(`${dir}/play-encryption-key.pk8`, privateKey.export({ format: 'der', type: 'pkcs8' }));
  writeFileSync(`${dir}/play-encryption-public.pem`, publicKey.export({ format: 'pem', type: 'spki' }));
}
