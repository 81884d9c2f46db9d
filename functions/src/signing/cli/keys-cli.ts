import { ApkConfigError, SigningKeyError } from '../../engine/index.js';
import { KeyFileError } from './key-files.js';
import { KeysExit, type KeysIo } from './keys-io.js';

/**
 * `npm run keys -- <command>`: the signing keys' operator commands (README "Key backups" and "Rotating an app's key, and apps kept current"). Each command is loaded
 * only when asked for, so the file commands (lineage, pepk) start without the Firebase SDK.
 */
const COMMANDS: Record<string, () => Promise<(argv: string[], io: KeysIo) => number | Promise<number>>> = {
  rotate: async () => (await import('./reseal-command.js')).resealCommand,
  lineage: async () => (await import('./lineage-command.js')).lineageCommand,
  pepk: async () => (await import('./pepk-command.js')).pepkCommand,
  'rotate-app': async () => (await import('./rotate-app-command.js')).rotateAppCommand,
  backup: async () => (await import('./backup-command.js')).backupCommand,
  restore: async () => (await import('./restore-command.js')).restoreCommand,
  'recovery-keygen': async () => (await import('./backup-command.js')).recoveryKeygenCommand,
};

const USAGE = `usage: npm run keys -- <command> [options]   (npm run keys -- <command> --help for its options)
  rotate        seal every stored key again with the current SIGNING_KEYS_SECRET
  lineage       a key rotation's proof (lineage file) from two keystores
  pepk          a keystore's key encrypted for Play Console's "use my own key" upload
  rotate-app    a package's new key with a lineage from the old one (local stack, or --project)
  backup        every sealed key, encrypted to the recovery public key, to Storage and a file
  restore       puts back the keys of a backup the database lacks (--from, --recovery-key)
  recovery-keygen  the recovery key pair the backups are encrypted to (offline)`;

const io: KeysIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  usage: (text) => {
    process.stderr.write(`${text}\n`);
    return KeysExit.usage;
  },
};

const [name, ...argv] = process.argv.slice(2);
const load = name === undefined ? undefined : COMMANDS[name];
if (!load) {
  process.stderr.write(`${name === undefined ? '' : `keys: unknown command ${name}\n`}${USAGE}\n`);
  process.exitCode = KeysExit.usage;
} else {
  try {
    process.exitCode = await (await load())(argv, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ApkConfigError) {
      const option = { encryptionKey: '--encryption-key', verificationToken: '--verification-token' }[error.field];
      process.stderr.write(`keys: ${option ?? error.field}: ${message}\n`);
      process.exitCode = KeysExit.input;
    } else if (error instanceof KeyFileError || error instanceof SigningKeyError) {
      process.stderr.write(`keys: ${message}\n`);
      process.exitCode = KeysExit.keyFile;
    } else if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`keys: ${message}\n`);
      process.exitCode = KeysExit.usage;
    } else {
      process.stderr.write(`keys: ${message}\n`);
      process.exitCode = KeysExit.input;
    }
  }
}
