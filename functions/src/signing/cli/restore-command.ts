import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { KEY_BACKUPS_PREFIX } from '../../contracts/database-paths.js';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';
import { bytesOfStoredFile, type FileStore } from '../../platform/files.js';
import { restoreBackup } from '../key-backup/restore-backup.js';
import { cliPath, readInput } from './key-files.js';
import type { KeysIo } from './keys-io.js';
import { keysOf } from './stack-keys.js';

export const RESTORE_USAGE = `npm run keys -- restore --from <backup file> --recovery-key <recovery private key>
                         [--project <id> --database-url <url>]
  Puts back every key of the backup that the database lacks, sealed with the current SIGNING_KEYS_SECRET. A key
  present with another certificate is reported, never overwritten. --from is a file here, or a Storage path under
  backups/signing-keys/.`;

async function readStored(files: FileStore, path: string): Promise<Uint8Array> {
  const stored = await files.open(path);
  if (!stored) throw new Error(`--from: ${path} is neither a file here nor a stored backup`);
  return bytesOfStoredFile(stored);
}

/** `npm run keys -- restore` (docs/data-model.md "Key backups", README "Key backups"). */
export async function restoreCommand(argv: string[], io: KeysIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, from: { type: 'string' }, 'recovery-key': { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length || !values.from || !values['recovery-key']) return io.usage(RESTORE_USAGE);
  const privateKey = new TextDecoder().decode(readInput('--recovery-key', values['recovery-key']));
  const target = adminTarget(values, 'apkforge-keys-restore');
  try {
    const keys = keysOf(target);
    const local = existsSync(cliPath(values.from));
    const file =
      local || !values.from.startsWith(KEY_BACKUPS_PREFIX)
        ? readInput('--from', values.from)
        : await readStored(keys.files, values.from);
    const report = await restoreBackup(keys.db, keys.keyring, file, privateKey);
    io.out(
      `restored on ${target.description}: ${report.restored} keys put back, ${report.present} already there, ` +
        `${report.conflicts.length} conflicts, ${report.packages} package summaries`,
    );
    for (const path of report.conflicts) io.out(`  conflict (another key is there, left as is): ${path}`);
    io.out(JSON.stringify(report));
    return report.conflicts.length ? 1 : 0;
  } finally {
    await deleteApp(target.app);
  }
}
