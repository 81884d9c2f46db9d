import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { rotateSigningKeys } from '../reseal-signing-keys.js';
import { keyringFromSecrets } from '../keyring.js';
import { adminDb } from '../../platform/db.js';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';
import type { KeysIo } from './keys-io.js';

export const RESEAL_USAGE = `npm run keys -- rotate [--project <project-id> --database-url <url>]
  Seals every stored signing key with SIGNING_KEYS_SECRET, opening those sealed with SIGNING_KEYS_SECRET_PREVIOUS
  (README "Rotating the signing-keys secret"). Without --database-url: the local stack.`;

/** `npm run keys -- rotate`: step 4 of a rotation of the sealing secret (signing/reseal-signing-keys.ts). */
export async function resealCommand(argv: string[], io: KeysIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: TARGET_OPTIONS, allowPositionals: true });
  if (positionals.length) return io.usage(RESEAL_USAGE);
  const target = adminTarget(values, 'apkforge-keys');
  try {
    const current = target.secret('SIGNING_KEYS_SECRET');
    if (!current) throw new Error('SIGNING_KEYS_SECRET is not set (see README "Rotating the signing-keys secret")');
    const keyring = keyringFromSecrets(current, target.secret('SIGNING_KEYS_SECRET_PREVIOUS'));
    io.out(
      `rotating signing keys on ${target.description}: current key ${keyring.current.id}, ` +
        `previous ${keyring.previous?.id ?? 'none'}`,
    );
    const report = await rotateSigningKeys(adminDb(getDatabase(target.app)), keyring, Date.now());
    io.out(
      `${report.keys} keys: ${report.resealed} sealed again, ${report.current} already current, ` +
        `${report.unreadable.length} unreadable`,
    );
    for (const path of report.unreadable) io.out(`  unreadable: ${path}`);
    io.out(JSON.stringify(report));
    return report.unreadable.length > 0 ? 1 : 0;
  } finally {
    await deleteApp(target.app);
  }
}
