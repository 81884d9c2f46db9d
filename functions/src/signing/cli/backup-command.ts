import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { deleteApp } from 'firebase-admin/app';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';
import { writeKeyBackup } from '../key-backup/write-backup.js';
import { cliPath, readInput, writeOutput } from './key-files.js';
import type { KeysIo } from './keys-io.js';
import { keysOf } from './stack-keys.js';

export const BACKUP_USAGE = `npm run keys -- backup [--recovery-public-key recovery.pub.pem] [--out backup.json]
                         [--project <id> --database-url <url>]
  Encrypts every sealed key (and its lineage and records) to the recovery public key, stores it under
  backups/signing-keys/ in Storage and writes a copy to --out (default: key-backup-<time>.json here).
  The public key: --recovery-public-key, else KEY_BACKUP_RECOVERY_KEY; on the local stack, else
  functions/.recovery-key.local.pub.pem, made with its private half on first use.`;

const LOCAL_PRIVATE = fileURLToPath(new URL('../../../.recovery-key.local.pem', import.meta.url));
const LOCAL_PUBLIC = fileURLToPath(new URL('../../../.recovery-key.local.pub.pem', import.meta.url));

/** A recovery key pair for the local stack only (git-ignored): a real one is made offline (recovery-keygen). */
function localRecoveryKey(io: KeysIo): string {
  if (!existsSync(LOCAL_PUBLIC)) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 4096,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    writeFileSync(LOCAL_PRIVATE, pair.privateKey, { mode: 0o600 });
    writeFileSync(LOCAL_PUBLIC, pair.publicKey);
    io.out(`recovery:    made the local stack's recovery key pair: ${LOCAL_PRIVATE} (keep it for restore)`);
  }
  return readFileSync(LOCAL_PUBLIC, 'utf8');
}

/** KEY_BACKUP_RECOVERY_KEY holds the PEM, or its base64 (a .env value is one line). */
export function recoveryKeyFromSetting(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'none') return null;
  return text.startsWith('-----BEGIN') ? text : Buffer.from(text, 'base64').toString('utf8');
}

/** `npm run keys -- backup`: the scheduled backup, by hand (docs/data-model.md "Key backups"). */
export async function backupCommand(argv: string[], io: KeysIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, 'recovery-public-key': { type: 'string' }, out: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length) return io.usage(BACKUP_USAGE);
  const target = adminTarget(values, 'apkforge-keys-backup');
  try {
    const given = values['recovery-public-key'];
    const publicKey = given
      ? new TextDecoder().decode(readInput('--recovery-public-key', given))
      : (recoveryKeyFromSetting(target.secret('KEY_BACKUP_RECOVERY_KEY')) ??
        (values['database-url'] ? null : localRecoveryKey(io)));
    if (!publicKey)
      throw new Error('No recovery public key: pass --recovery-public-key or set KEY_BACKUP_RECOVERY_KEY.');
    const now = Date.now();
    const { report, file } = await writeKeyBackup(keysOf(target), publicKey, now);
    const out = writeOutput(values.out ?? `key-backup-${new Date(now).toISOString().replace(/[:.]/g, '-')}.json`, file);
    io.out(`backup:      ${out} (${report.keys} keys, ${report.packages} package summaries, ${report.bytes} bytes)`);
    io.out(`stored:      ${report.path} on ${target.description}`);
    if (report.expired) io.out(`expired:     ${report.expired} backups older than 28 days deleted`);
    for (const path of report.unreadable) io.out(`  unreadable (not backed up): ${path}`);
    io.out(`restore:     npm run keys -- restore --from ${values.out ?? out} --recovery-key <recovery private key>`);
    io.out(JSON.stringify(report));
    return report.unreadable.length ? 1 : 0;
  } finally {
    await deleteApp(target.app);
  }
}

export const RECOVERY_KEYGEN_USAGE = `npm run keys -- recovery-keygen --out <folder>
  Makes a recovery key pair (RSA-4096) on this machine: recovery.pem (keep it offline, never on a server) and
  recovery.pub.pem (its base64 goes into KEY_BACKUP_RECOVERY_KEY).`;

export function recoveryKeygenCommand(argv: string[], io: KeysIo): number {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
  if (!values.out) return io.usage(RECOVERY_KEYGEN_USAGE);
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 4096,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privatePath = writeOutput(`${values.out}/recovery.pem`, new TextEncoder().encode(pair.privateKey));
  writeOutput(`${values.out}/recovery.pub.pem`, new TextEncoder().encode(pair.publicKey));
  io.out(`private:     ${privatePath} (offline only)`);
  io.out(`setting:     KEY_BACKUP_RECOVERY_KEY=${Buffer.from(pair.publicKey).toString('base64')}`);
  io.out(`folder:      ${cliPath(values.out)}`);
  return 0;
}
