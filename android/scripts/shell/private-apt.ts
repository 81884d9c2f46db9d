import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../lib/run.js';

/** The suite that still ships dx 10 and the API 23 android.jar (Debian 11). */
const SUITE = 'bullseye';
const DEFAULT_MIRROR = 'http://deb.debian.org/debian';
const KEYRING = '/usr/share/keyrings/debian-archive-keyring.gpg';

/**
 * apt-get with its own configuration, sources, state and cache under `root`: it reads bullseye
 * indexes and downloads .deb files without touching the system's apt state or installing anything.
 */
export class PrivateApt {
  private readonly configFile: string;
  private updated = false;

  constructor(private readonly root: string) {
    this.configFile = join(root, 'apt.conf');
  }

  async prepare(): Promise<void> {
    if (!existsSync(KEYRING)) {
      throw new Error(`${KEYRING} is missing (apt-get install debian-archive-keyring): it verifies the bullseye index`);
    }
    for (const dir of [
      'sources.list.d',
      'apt.conf.d',
      'preferences.d',
      'state/lists/partial',
      'cache/archives/partial',
      'log',
    ]) {
      await mkdir(join(this.root, dir), { recursive: true });
    }
    await writeFile(join(this.root, 'state', 'status'), '', { flag: 'a' });
    const sources = `deb [signed-by=${KEYRING}] ${systemDebianMirror()} ${SUITE} main\n`;
    await writeFile(join(this.root, 'sources.list'), sources);
    await writeFile(this.configFile, aptConfig(this.root));
  }

  /** Downloads the bullseye index once per run (about 8 MB), only when a package must be fetched. */
  async update(): Promise<void> {
    if (this.updated) return;
    await this.aptGet(['update']);
    this.updated = true;
  }

  /** `apt-get download name=version` into `dir`; apt checks the file against the signed index. */
  async download(name: string, version: string, dir: string): Promise<void> {
    await this.aptGet(['download', `${name}=${version}`], dir);
  }

  private async aptGet(args: string[], cwd?: string): Promise<void> {
    const env = { ...process.env, APT_CONFIG: this.configFile, LC_ALL: 'C', DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['-q', ...args], { cwd, env });
  }
}

// APT_CONFIG is read before anything else, so pointing Dir::Etc::Parts at an empty folder keeps the
// system's apt.conf.d hooks (cache cleaners, packagekit) out of our runs.
function aptConfig(root: string): string {
  const lines = [
    `Dir::Etc::SourceList "${root}/sources.list";`,
    `Dir::Etc::SourceParts "${root}/sources.list.d";`,
    `Dir::Etc::Main "${root}/apt.conf.none";`,
    `Dir::Etc::Parts "${root}/apt.conf.d";`,
    `Dir::Etc::Preferences "${root}/preferences";`,
    `Dir::Etc::PreferencesParts "${root}/preferences.d";`,
    `Dir::State "${root}/state";`,
    `Dir::State::status "${root}/state/status";`,
    `Dir::Cache "${root}/cache";`,
    `Dir::Log "${root}/log";`,
    // A root apt hands downloads to the _apt user, which may not reach a folder inside the repository.
    'APT::Sandbox::User "root";',
    'Debug::NoLocking "true";',
    'Acquire::Languages "none";',
    // Mirrors may be frozen snapshots whose Release is past Valid-Until; the .deb files are pinned by sha256.
    'Acquire::Check-Valid-Until "false";',
  ];
  return `${lines.join('\n')}\n`;
}

/** The Debian mirror the system already uses (deb822 or one-line sources), else deb.debian.org. */
function systemDebianMirror(): string {
  const candidates: string[] = [];
  const dir = '/etc/apt/sources.list.d';
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sources') || f.endsWith('.list'))
        .map((f) => join(dir, f))
    : [];
  for (const file of ['/etc/apt/sources.list', ...files]) {
    if (!existsSync(file)) continue;
    candidates.push(...mirrorsIn(readFileSync(file, 'utf8')));
  }
  return candidates.find((uri) => /\/debian\/?$/.test(uri)) ?? DEFAULT_MIRROR;
}

/** URIs of plain Debian archives (not the security archive) named in a sources file of either format. */
export function mirrorsIn(text: string): string[] {
  const uris: string[] = [];
  for (const line of text.split('\n')) {
    const deb822 = /^URIs:\s*(.+)$/i.exec(line.trim());
    const oneLine = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/.exec(line.trim());
    const found = deb822 ? deb822[1]!.split(/\s+/) : oneLine ? [oneLine[1]!] : [];
    uris.push(
      ...found
        .filter((uri) => /^https?:\/\//.test(uri) && !uri.includes('security'))
        .map((uri) => uri.replace(/\/$/, '')),
    );
  }
  return uris;
}
