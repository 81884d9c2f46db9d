import { parseArgs } from 'node:util';
import { readKeyLineage, rotateSigningKey } from '../../engine/index.js';
import { openKeystoreFile, writeOutput } from './key-files.js';
import type { KeysIo } from './keys-io.js';

export const LINEAGE_USAGE = `npm run keys -- lineage --old old.p12 --new new.p12 --password <pw> --out l.lineage
  The proof that the old key hands over to the new one (APK Signature Scheme v3's lineage, the file apksigner rotate
  writes). Then: npm run apk -- <url> --key new.p12 --lineage l.lineage (old.p12 beside them keeps signing v2).
  --old-password, --new-password   when the two keystores have different passwords`;

/** `npm run keys -- lineage`: old.p12 signs new.p12's certificate into a lineage file (docs/shell-contract.md "Signing"). */
export function lineageCommand(argv: string[], io: KeysIo): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      old: { type: 'string' },
      new: { type: 'string' },
      password: { type: 'string' },
      'old-password': { type: 'string' },
      'new-password': { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (!values.old || !values.new || !values.out) return io.usage(LINEAGE_USAGE);
  const old = openKeystoreFile('--old', values['old-password'] ?? values.password, values.old);
  const next = openKeystoreFile('--new', values['new-password'] ?? values.password, values.new);
  const lineage = rotateSigningKey(old, next).rotation!.lineage;
  const path = writeOutput(values.out, lineage);
  io.out(`lineage:     ${path} (${lineage.length} bytes)`);
  readKeyLineage(lineage).forEach((certificate, i) =>
    io.out(`${i === 0 ? 'from:   ' : 'to:     '}     SHA-256 ${certificate.sha256} (${certificate.subject})`),
  );
  io.out(`next:        npm run apk -- <url> --key ${values.new} --lineage ${values.out}`);
  return 0;
}
