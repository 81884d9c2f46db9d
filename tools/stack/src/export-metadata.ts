import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * firebase-tools writes firebase-export-metadata.json listing only the emulators it ran; our database
 * emulator exported beside it, so add its entry to keep the folder in the official format (the official
 * database emulator, where it can run, imports the same folder).
 */
export function recordDatabaseExport(dir: string): void {
  const metadataFile = join(dir, 'firebase-export-metadata.json');
  if (!existsSync(join(dir, 'database_export'))) return;
  const metadata = existsSync(metadataFile)
    ? (JSON.parse(readFileSync(metadataFile, 'utf8')) as Record<string, unknown> & { version?: string })
    : {};
  const version = metadata.version ?? 'apkforge';
  metadata.database = { version, path: 'database_export' };
  writeFileSync(metadataFile, `${JSON.stringify(metadata, null, 2)}\n`);
}
