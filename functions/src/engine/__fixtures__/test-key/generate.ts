import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportPkcs12, generateSigningKey } from '../../index.js';

const dir = fileURLToPath(new URL('.', import.meta.url));
if (existsSync(`${dir}/test-key.pk8`)) throw new Error('test key already exists; goldens depend on it');
const key = await generateSigningKey({ commonName: 'Apkforge Test Key - DO NOT USE', organization: 'Apkforge Tests' });
writeFileSync(`${dir}/test-key.pk8`, key.privateKeyPkcs8);
writeFileSync(`${dir}/test-cert.der`, key.certificate);
writeFileSync(`${dir}/test-key.p12`, exportPkcs12(key, 'test-password', 'apkforge-test'));
