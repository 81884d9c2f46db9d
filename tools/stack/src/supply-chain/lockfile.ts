import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a package-lock.json (v3) entry that the supply-chain checks read. */
interface LockEntry {
  readonly version?: string;
  readonly dev?: boolean;
  readonly devOptional?: boolean;
  readonly link?: boolean;
  readonly hasInstallScript?: boolean;
}

export interface Lockfile {
  readonly packages: Readonly<Record<string, LockEntry>>;
}

/** One installed package: where the lock puts it, its name and version, whether a runtime install keeps it. */
export interface InstalledPackage {
  readonly location: string;
  readonly name: string;
  readonly version: string;
  /** False for what `npm ci --omit=dev` leaves out (npm marks it `dev` or `devOptional`). */
  readonly runtime: boolean;
  readonly hasInstallScript: boolean;
}

const NODE_MODULES = 'node_modules/';

export function readLockfile(rootDir: string): Lockfile {
  return JSON.parse(readFileSync(join(rootDir, 'package-lock.json'), 'utf8')) as Lockfile;
}

/** Every registry package the lock installs; workspaces and their links are our own sources, not packages. */
export function installedPackages(lock: Lockfile): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    const at = location.lastIndexOf(NODE_MODULES);
    if (at === -1 || entry.link || entry.version === undefined) continue;
    found.push({
      location,
      name: location.slice(at + NODE_MODULES.length),
      version: entry.version,
      runtime: !entry.dev && !entry.devOptional,
      hasInstallScript: entry.hasInstallScript === true,
    });
  }
  return found;
}
