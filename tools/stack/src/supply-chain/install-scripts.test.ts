import { describe, expect, it } from 'vitest';
import { installScriptProblems } from './install-scripts.js';
import type { InstalledPackage } from './lockfile.js';

const pkg = (name: string, version: string, hasInstallScript = true): InstalledPackage => ({
  location: `node_modules/${name}`,
  name,
  version,
  runtime: true,
  hasInstallScript,
});
const INSTALLED = [pkg('@firebase/util', '1.15.3'), pkg('re2', '1.24.0'), pkg('left-pad', '1.0.0', false)];

describe('install-script policy', () => {
  it('accepts an approval pinned by overrides to the installed version, and denials by name', () => {
    expect(
      installScriptProblems(INSTALLED, { '@firebase/util': true, re2: false }, { '@firebase/util': '1.15.3' }),
    ).toEqual([]);
    expect(
      installScriptProblems(INSTALLED, { '@firebase/util@1.15.3': true, re2: false }, { '@firebase/util': '1.15.3' }),
    ).toEqual([]);
  });

  it('reports a package whose install script no entry covers', () => {
    expect(installScriptProblems(INSTALLED, { '@firebase/util': true }, { '@firebase/util': '1.15.3' })).toEqual([
      're2@1.24.0 has an install script that allowScripts does not cover',
    ]);
    expect(
      installScriptProblems(INSTALLED, { '@firebase/util@1.15.2': true, re2: false }, { '@firebase/util': '1.15.2' }),
    ).toContain('@firebase/util@1.15.3 has an install script that allowScripts does not cover');
  });

  it('refuses an approval that overrides does not pin to one exact version', () => {
    expect(installScriptProblems(INSTALLED, { '@firebase/util': true, re2: false }, {})).toEqual([
      'allowScripts approves @firebase/util but overrides does not pin it to an exact version (null)',
    ]);
    expect(
      installScriptProblems(INSTALLED, { '@firebase/util': true, re2: false }, { '@firebase/util': '^1.15.3' }),
    ).toEqual(['allowScripts approves @firebase/util but overrides does not pin it to an exact version ("^1.15.3")']);
  });

  it('wants the key, the override and every installed copy to agree', () => {
    const twoVersions = [
      ...INSTALLED,
      { ...pkg('@firebase/util', '1.16.0'), location: 'node_modules/x/node_modules/@firebase/util' },
    ];
    expect(
      installScriptProblems(twoVersions, { '@firebase/util': true, re2: false }, { '@firebase/util': '1.15.3' }),
    ).toEqual(['allowScripts approves @firebase/util pinned to 1.15.3 but 1.15.3, 1.16.0 is installed']);
    expect(
      installScriptProblems(INSTALLED, { '@firebase/util@1.15.3': true, re2: false }, { '@firebase/util': '1.16.0' }),
    ).toEqual([
      'allowScripts approves @firebase/util@1.15.3 but overrides pins it to 1.16.0',
      'allowScripts approves @firebase/util pinned to 1.16.0 but 1.15.3 is installed',
    ]);
  });
});
