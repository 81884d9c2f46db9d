import { parseArgs } from 'node:util';
import { completeWebsiteUrl } from '../../../functions/src/contracts/website-url.js';

/** npm run apk: an installable APK; npm run aab: the App Bundle to upload to Play. */
export type CliCommand = 'apk' | 'aab';

export function isCliCommand(value: string | undefined): value is CliCommand {
  return value === 'apk' || value === 'aab';
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const WHAT: Record<CliCommand, string> = {
  apk: 'Builds a signed APK of a website, ready to install.',
  aab: 'Builds the Android App Bundle of a website for Google Play, signed with your upload key.',
};

export function usage(command: CliCommand): string {
  return `Usage: npm run ${command} -- <url> [options]   (https:// is added to an address without one)
${WHAT[command]}

  --name "My App"        app name (default: from the site's host)
  --icon icon.png        launcher icon: PNG up to 2048x2048, JPEG up to 4096x4096 (default: a letter icon)
  --package com.x.y      application id (default: derived from the host)
  --theme "#0a7"         theme colour (status bar, letter icon)
  --background "#fff"    splash background colour
  --icon-background "#fff"  adaptive icon background (default: sampled from the icon)
  --extra-host host      another https host of yours the app keeps inside, trusts with its permissions and opens
                         as an App Link, e.g. a payment or KYC page (repeatable, at most 10)
  --no-pull-to-refresh   pulling down at the top of a page does not reload it
  --orientation any|portrait|landscape
  --version-code 1       --version-name 1.0.<version code>
  --label hi=नाम         a translated app name (repeatable)
  --camera --microphone --location   runtime permissions the site needs
  --key key.p12          PKCS#12 keystore to sign with (default: created beside the output and reused)
  --password secret      keystore password (or APKFORGE_KEYSTORE_PASSWORD)
  --out app.${command}          output file or folder (default: <app name>.${command}; folders are created)${command === 'apk' ? APK_ONLY : ''}`;
}

const APK_ONLY = `
  --lineage l.lineage    after a key rotation (npm run keys -- lineage): --key is the new key; v3 carries the lineage
  --old-key old.p12      the lineage's first key, which still signs v2 for Android 7 and 8 (default: the keystore
                         beside the lineage or the key whose certificate starts the lineage)
  --old-password secret  its password (default: --password)
  --verification-token T builds the ownership-proof APK of Android developer verification instead of a release:
                         the app signed with --key, with assets/adi-registration.properties holding the token`;

export interface CliOptions {
  url: string;
  name?: string;
  icon?: string;
  packageName?: string;
  theme?: string;
  background?: string;
  iconBackground?: string;
  extraHosts?: string[];
  pullToRefresh: boolean;
  orientation?: string;
  versionCode?: number;
  versionName?: string;
  labels: Record<string, string>;
  permissions: { camera: boolean; microphone: boolean; location: boolean };
  key?: string;
  password?: string;
  out?: string;
  lineage?: string;
  oldKey?: string;
  oldPassword?: string;
  verificationToken?: string;
  help: boolean;
}

export function parseCliArgs(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      // --no-pull-to-refresh
      allowNegative: true,
      options: {
        name: { type: 'string' },
        icon: { type: 'string' },
        package: { type: 'string' },
        theme: { type: 'string' },
        background: { type: 'string' },
        'icon-background': { type: 'string' },
        'extra-host': { type: 'string', multiple: true },
        'pull-to-refresh': { type: 'boolean', default: true },
        orientation: { type: 'string' },
        'version-code': { type: 'string' },
        'version-name': { type: 'string' },
        label: { type: 'string', multiple: true },
        camera: { type: 'boolean' },
        microphone: { type: 'boolean' },
        location: { type: 'boolean' },
        key: { type: 'string' },
        password: { type: 'string' },
        out: { type: 'string' },
        lineage: { type: 'string' },
        'old-key': { type: 'string' },
        'old-password': { type: 'string' },
        'verification-token': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help)
    return {
      url: '',
      labels: {},
      permissions: { camera: false, microphone: false, location: false },
      pullToRefresh: true,
      help: true,
    };
  if (positionals.length !== 1)
    throw new UsageError(positionals.length ? 'Give exactly one URL.' : 'The website URL is missing.');
  const labels: Record<string, string> = {};
  for (const label of values.label ?? []) {
    const eq = label.indexOf('=');
    if (eq <= 0) throw new UsageError(`--label needs LOCALE=NAME, got "${label}"`);
    labels[label.slice(0, eq)] = label.slice(eq + 1);
  }
  if ((values['old-key'] ?? values['old-password']) !== undefined && values.lineage === undefined)
    throw new UsageError('--old-key and --old-password go with --lineage.');
  if ((values.lineage ?? values['verification-token']) !== undefined && values.key === undefined)
    throw new UsageError('--lineage and --verification-token need --key: the keystore of the key to sign with.');
  const versionCode = values['version-code'] === undefined ? undefined : Number(values['version-code']);
  const options: CliOptions = {
    // "example.com" works as in the forms: https:// is added when no scheme is given.
    url: completeWebsiteUrl(positionals[0]!),
    labels,
    permissions: { camera: !!values.camera, microphone: !!values.microphone, location: !!values.location },
    pullToRefresh: values['pull-to-refresh'] !== false,
    help: false,
  };
  const optional = {
    name: values.name,
    icon: values.icon,
    packageName: values.package,
    theme: values.theme,
    background: values.background,
    iconBackground: values['icon-background'],
    extraHosts: values['extra-host'],
    orientation: values.orientation,
    versionCode,
    versionName: values['version-name'],
    key: values.key,
    password: values.password,
    out: values.out,
    lineage: values.lineage,
    oldKey: values['old-key'],
    oldPassword: values['old-password'],
    verificationToken: values['verification-token'],
  };
  for (const [k, v] of Object.entries(optional))
    if (v !== undefined) (options as unknown as Record<string, unknown>)[k] = v;
  return options;
}
