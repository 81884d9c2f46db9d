import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { appNameFromUrl } from '../../../functions/src/contracts/app-name.js';
import { downloadFileName } from '../../../functions/src/contracts/file-name.js';
import { APK_ICON_RECOMMENDED_SIDE, smallIconWarning } from '../../../functions/src/contracts/limits.js';
import {
  ApkConfigError,
  readImageSize,
  SigningKeyError,
  validateAppConfig,
  type AppConfig,
} from '../../../functions/src/engine/index.js';
import { parseCliArgs, usage, UsageError, type CliCommand } from './args.js';
import { deliverProofApk } from './deliver-apk.js';
import { DELIVERABLES } from './deliverables.js';
import { KeystoreError, loadOrCreateKeystore } from './keystore.js';
import { withRotation } from './rotation.js';

/** Exit codes: 0 built, 1 input the user can fix, 2 usage, 3 keystore, 70 unexpected failure (EX_SOFTWARE). */
export const ExitCode = { ok: 0, input: 1, usage: 2, keystore: 3, internal: 70 } as const;

/** The command-line spelling of each AppConfig field, so an error names what the user typed. */
const OPTION_OF_FIELD: Record<string, string> = {
  url: 'URL',
  appName: '--name',
  icon: '--icon',
  packageName: '--package',
  themeColor: '--theme',
  backgroundColor: '--background',
  iconBackgroundColor: '--icon-background',
  extraHosts: '--extra-host',
  pullToRefresh: '--no-pull-to-refresh',
  orientation: '--orientation',
  versionCode: '--version-code',
  versionName: '--version-name',
  labels: '--label',
  verificationToken: '--verification-token',
};

/** A file we cannot read or write (missing folder, permissions): the user's to fix, not a crash. */
class FileError extends Error {}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function outputPath(command: CliCommand, cwd: string, out: string | undefined, appName: string): string {
  const fileName = downloadFileName(appName, command);
  const path = resolve(cwd, out ?? fileName);
  return out !== undefined && (/[\\/]$/.test(out) || isFolder(path)) ? join(path, fileName) : path;
}

function writeFile(path: string, write: () => void): void {
  try {
    mkdirSync(dirname(path), { recursive: true });
    write();
  } catch (error) {
    throw new FileError(`Cannot write ${path}: ${(error as Error).message}`);
  }
}

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Record<string, string | undefined>;
  cwd: string;
}

/** `npm run apk` and `npm run aab`: the same options, keystore handling and errors; a different file. */
export async function runCli(command: CliCommand, argv: string[], io: CliIo): Promise<number> {
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      io.out(usage(command));
      return ExitCode.ok;
    }
    if (command === 'aab' && (options.lineage ?? options.verificationToken) !== undefined)
      throw new UsageError('--lineage and --verification-token are options of npm run apk.');
    const appName = options.name ?? appNameFromUrl(options.url);
    const out = outputPath(command, io.cwd, options.out, appName);
    const config: AppConfig = {
      url: options.url,
      appName,
      labels: options.labels,
      permissions: options.permissions,
    };
    if (options.packageName !== undefined) config.packageName = options.packageName;
    if (options.theme !== undefined) config.themeColor = options.theme;
    if (options.background !== undefined) config.backgroundColor = options.background;
    if (options.iconBackground !== undefined) config.iconBackgroundColor = options.iconBackground;
    if (options.extraHosts !== undefined) config.extraHosts = options.extraHosts;
    if (!options.pullToRefresh) config.pullToRefresh = false;
    if (options.orientation !== undefined) config.orientation = options.orientation as AppConfig['orientation'];
    if (options.versionCode !== undefined) config.versionCode = options.versionCode;
    if (options.versionName !== undefined) config.versionName = options.versionName;
    if (options.icon !== undefined) {
      try {
        config.icon = new Uint8Array(readFileSync(resolve(io.cwd, options.icon)));
      } catch {
        throw new ApkConfigError('icon', `Cannot read the icon file ${options.icon}.`);
      }
      // The forms' warning: a small icon is still built, but launchers show it blurred.
      const size = readImageSize(config.icon);
      const warning = size && smallIconWarning(size.width, size.height, APK_ICON_RECOMMENDED_SIDE);
      if (warning) io.err(`--icon: ${warning}`);
    }
    const keystorePath = options.key
      ? resolve(io.cwd, options.key)
      : join(dirname(out), `${basename(out, extname(out))}.keystore.p12`);
    // Validate before a key is created, so a typo never leaves a new keystore behind. An existing keystore is only
    // read, and the build validates the config itself: checking it twice would decode the icon twice.
    if (!existsSync(keystorePath)) validateAppConfig(config);
    const password = options.password ?? io.env.APKFORGE_KEYSTORE_PASSWORD;
    const keystore = await loadOrCreateKeystore(keystorePath, options.key !== undefined, password, appName);
    if (keystore.created) {
      io.err(
        `Created signing keystore ${keystore.path}${keystore.passwordFile ? ` (password saved in ${keystore.passwordFile})` : ''}.`,
      );
      io.err('Keep it: every update of this app must be signed with the same key.');
    } else if (!options.key) io.err(`Reusing signing keystore ${keystore.path}.`);
    let key = keystore.key;
    if (options.lineage !== undefined) {
      const rotated = withRotation(key, keystore.path, { ...options, lineage: options.lineage }, password, io.cwd);
      key = rotated.key;
      io.err(`Signing v3 with ${keystore.path} and the lineage, v2 with its first key ${rotated.oldKeystore}.`);
    }
    const deliver =
      options.verificationToken === undefined ? DELIVERABLES[command] : deliverProofApk(options.verificationToken);
    const { built, report, failure } = await deliver(config, key);
    if (failure) {
      io.err(`Build failed: ${failure}`);
      return ExitCode.internal;
    }
    writeFile(out, () => writeFileSync(out, built.bytes));
    io.out(`path:        ${out}`);
    io.out(`size:        ${built.size} bytes`);
    io.out(`sha256:      ${built.sha256}`);
    io.out(`package:     ${built.packageName} (versionCode ${built.versionCode}, versionName ${built.versionName})`);
    // Where the site's assetlinks.json must be served for every App Link host to verify (docs/shell-contract.md).
    io.out(`app links:   ${built.appLinkHosts.join(', ')}`);
    for (const line of report) io.out(line);
    return ExitCode.ok;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage(command)}`);
      return ExitCode.usage;
    }
    if (error instanceof ApkConfigError) {
      io.err(`${OPTION_OF_FIELD[error.field.split('.')[0]!] ?? error.field}: ${error.message}`);
      return ExitCode.input;
    }
    if (error instanceof FileError) {
      io.err(error.message);
      return ExitCode.input;
    }
    if (error instanceof KeystoreError || error instanceof SigningKeyError) {
      io.err(error.message);
      return ExitCode.keystore;
    }
    io.err(`Build failed: ${(error as Error).stack ?? String(error)}`);
    return ExitCode.internal;
  }
}
