import { parseArgs } from 'node:util';
import { exportKeyForPlay } from '../../engine/index.js';
import { openKeystoreFile, readInput, writeOutput } from './key-files.js';
import type { KeysIo } from './keys-io.js';

export const PEPK_USAGE = `npm run keys -- pepk --key k.p12 --password <pw> --encryption-key play.pem --out k.zip
  The encrypted key file Play Console asks for when Play is to sign with your own key (what Google's pepk tool writes
  with --rsa-aes-encryption --include-cert): play.pem is the encryption public key Play Console shows.`;

/** `npm run keys -- pepk`: the keystore's key, encrypted to Play's key, as Play Console's upload form takes it. */
export function pepkCommand(argv: string[], io: KeysIo): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      key: { type: 'string' },
      password: { type: 'string' },
      'encryption-key': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.key || !values['encryption-key'] || !values.out) return io.usage(PEPK_USAGE);
  const key = openKeystoreFile('--key', values.password, values.key);
  const encryptionKey = new TextDecoder().decode(readInput('--encryption-key', values['encryption-key']));
  const zip = exportKeyForPlay(key, encryptionKey);
  const path = writeOutput(values.out, zip);
  io.out(`play key:    ${path} (${zip.length} bytes): upload it in Play Console where it asks for the encrypted key`);
  return 0;
}
