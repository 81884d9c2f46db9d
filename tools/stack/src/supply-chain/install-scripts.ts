import type { InstalledPackage } from './lockfile.js';

/**
 * The root package.json's `allowScripts` (npm 11): which dependencies may run install scripts. A key is a name
 * ("re2": false, for every version) or a pinned version ("@firebase/util@1.15.3": true).
 */
export type AllowScripts = Readonly<Record<string, boolean>>;

interface Rule {
  readonly name: string;
  readonly version: string | null;
  readonly allowed: boolean;
}

function parseKey(key: string, allowed: boolean): Rule {
  const at = key.lastIndexOf('@');
  // A scoped name starts with '@'; only an '@' after the first character separates a version.
  return at > 0
    ? { name: key.slice(0, at), version: key.slice(at + 1), allowed }
    : { name: key, version: null, allowed };
}

const EXACT_VERSION = /^\d+\.\d+\.\d+$/;

/**
 * What is wrong with the policy, as sentences (empty when nothing is):
 * - a package with an install script that no entry covers runs unreviewed (and is blocked once npm enforces);
 * - an approved package must be pinned by `overrides` to one exact version, installed everywhere at that version,
 *   so an upgrade cannot bring in a script nobody read. The pin lives in `overrides` rather than in the key
 *   (`pkg@1.2.3`) because npm verifies a versioned key against the registry URL recorded in the lockfile, and our
 *   lockfile records none (npm's omit-lockfile-registry-resolved): `npm ci` would treat such a key as unreviewed.
 */
export function installScriptProblems(
  packages: readonly InstalledPackage[],
  allowScripts: AllowScripts,
  overrides: Readonly<Record<string, unknown>>,
): string[] {
  const rules = Object.entries(allowScripts).map(([key, allowed]) => parseKey(key, allowed));
  const problems: string[] = [];
  for (const pkg of packages.filter((candidate) => candidate.hasInstallScript)) {
    const covered = rules.some(
      (rule) => rule.name === pkg.name && (rule.version === null || rule.version === pkg.version),
    );
    if (!covered) problems.push(`${pkg.name}@${pkg.version} has an install script that allowScripts does not cover`);
  }
  for (const rule of rules.filter((candidate) => candidate.allowed)) {
    const label = `allowScripts approves ${rule.name}`;
    const pinned = overrides[rule.name];
    if (typeof pinned !== 'string' || !EXACT_VERSION.test(pinned)) {
      problems.push(`${label} but overrides does not pin it to an exact version (${JSON.stringify(pinned ?? null)})`);
      continue;
    }
    if (rule.version !== null && rule.version !== pinned)
      problems.push(`${label}@${rule.version} but overrides pins it to ${pinned}`);
    const installed = [...new Set(packages.filter((pkg) => pkg.name === rule.name).map((pkg) => pkg.version))];
    if (installed.some((version) => version !== pinned))
      problems.push(`${label} pinned to ${pinned} but ${installed.join(', ')} is installed`);
  }
  return problems;
}
