import { describe, expect, it } from 'vitest';
import { dxManifestProblem, unexpectedDependencies } from './dx-runtime.js';

// The Depends line of dalvik-exchange 10.0.0+r36-1 as bullseye ships it.
const DX_DEPENDS =
  'default-jre-headless (>= 1:1.6) | java6-runtime-headless, libandroid-23-java (>= 6.0.1+r72-3~), proguard-cli';

describe('what dx needs at run time', () => {
  it('is covered by the system java, the fetched android.jar, and proguard-cli being mainDexClasses-only', () => {
    expect(unexpectedDependencies(DX_DEPENDS, ['dalvik-exchange', 'libandroid-23-java'])).toEqual([]);
  });

  it('flags a dependency nobody provides, or android.jar when it was not fetched', () => {
    expect(unexpectedDependencies(`${DX_DEPENDS}, libguava-java`, ['libandroid-23-java'])).toEqual(['libguava-java']);
    expect(unexpectedDependencies(DX_DEPENDS, [])).toEqual(['libandroid-23-java (>= 6.0.1+r72-3~)']);
  });

  it('accepts the self-contained launcher manifest and rejects a Class-Path or another main class', () => {
    expect(dxManifestProblem('Manifest-Version: 1.0\r\nMain-Class: com.android.dx.command.Main\r\n')).toBeNull();
    expect(dxManifestProblem('Main-Class: com.android.dx.command.Main\nClass-Path: guava.jar\n')).toMatch(/Class-Path/);
    expect(dxManifestProblem('Main-Class: org.example.Other\n')).toMatch(/Main-Class/);
  });
});
