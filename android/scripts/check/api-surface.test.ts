import { systemTool } from '@apkforge/test-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileStubJar } from '../shell/compile-shell.js';
import { COMMITTED_DEX, STUB_SOURCES_DIR } from '../shell/paths.js';
import { toolchainForTests } from '../shell/toolchain-for-tests.js';
import { checkFrameworkUse, MIN_SDK } from './api-guard.js';
import { dumpDex, type DexClass, type DexRef } from './dexdump-model.js';
import { FrameworkApi } from './framework-api.js';
import { checkStubs } from './stub-consistency.js';

const dexdump = systemTool('dexdump');
const { toolchain } = await toolchainForTests();

describe.skipIf(dexdump.skip || !toolchain)('framework calls in the committed dex against API 23 + the stubs', () => {
  let workDir = '';
  let api: FrameworkApi;
  let classes: DexClass[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'apkforge-api-'));
    api = new FrameworkApi(toolchain!.androidJar, await compileStubJar(toolchain!, STUB_SOURCES_DIR, workDir));
    classes = await dumpDex(dexdump.path!, COMMITTED_DEX);
  });
  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('stubs only what API 23 lacks, each with its API level; shadow members match android.jar', () => {
    expect(checkStubs(api)).toEqual([]);
  });

  it('uses only classes and members that exist, and anything newer than minSdk only behind a guard', () => {
    const result = checkFrameworkUse(classes, api);
    expect(result.problems).toEqual([]);
    expect(result.frameworkSymbols).toBeGreaterThan(100);
  });

  it('keeps every newer-than-minSdk call inside an ApiNN holder of a high enough level', () => {
    const { newer } = checkFrameworkUse(classes, api);
    const outsideHolders = newer
      .filter((use) => !/^Ldev\/apkforge\/shell\/Api\d+/.test(use.usedIn))
      .map((use) => use.symbol);
    // The one exception: a callback prototype that only the platform calls (API 26+).
    expect(outsideHolders).toEqual(['android/webkit/RenderProcessGoneDetail']);
    const levels = new Set(newer.map((use) => use.level));
    expect([...levels].every((level) => level > MIN_SDK)).toBe(true);
    expect(newer.map((use) => use.symbol)).toEqual(
      expect.arrayContaining([
        'android/window/OnBackInvokedDispatcher.registerOnBackInvokedCallback:(ILandroid/window/OnBackInvokedCallback;)V',
      ]),
    );
  });

  describe('catches what it is meant to catch', () => {
    const method = (name: string, refs: DexRef[]) => ({
      name,
      proto: '()V',
      access: ['PUBLIC'],
      virtual: true,
      refs,
      tries: [],
    });
    const shellClass = (descriptor: string, refs: DexRef[]): DexClass => ({
      descriptor,
      access: ['FINAL'],
      superclass: 'Ljava/lang/Object;',
      interfaces: [],
      fields: [],
      methods: [method('run', refs)],
    });
    const call = (owner: string, name: string, descriptor: string): DexRef => ({
      kind: 'method',
      owner,
      name,
      descriptor,
    });
    const sdkInt: DexRef = { kind: 'field', owner: 'Landroid/os/Build$VERSION;', name: 'SDK_INT', descriptor: 'I' };
    const insetsController = call(
      'Landroid/view/Window;',
      'getInsetsController',
      '()Landroid/view/WindowInsetsController;',
    );

    it('a newer API used outside a holder, or from a holder of too low a level', () => {
      expect(
        checkFrameworkUse([shellClass('Ldev/apkforge/shell/Helper;', [insetsController])], api).problems,
      ).toHaveLength(2);
      expect(
        checkFrameworkUse([shellClass('Ldev/apkforge/shell/Api29Window;', [insetsController])], api).problems,
      ).toHaveLength(2);
      expect(
        checkFrameworkUse([shellClass('Ldev/apkforge/shell/Api30Window;', [insetsController])], api).problems,
      ).toEqual([]);
    });

    it('a member that exists nowhere (a typo dexdump would accept)', () => {
      const typo = call('Landroid/webkit/WebView;', 'goBak', '()V');
      const problems = checkFrameworkUse([shellClass('Ldev/apkforge/shell/Helper;', [typo])], api).problems;
      expect(problems).toEqual([expect.stringContaining('android/webkit/WebView.goBak:()V is not in android.jar')]);
    });

    it('inherited members resolve through superclasses; wrong descriptors do not', () => {
      const inherited = call('Landroid/widget/FrameLayout;', 'addView', '(Landroid/view/View;)V');
      const wrong = call('Landroid/widget/FrameLayout;', 'addView', '(Landroid/view/View;J)V');
      expect(checkFrameworkUse([shellClass('Ldev/apkforge/shell/Helper;', [inherited])], api).problems).toEqual([]);
      expect(checkFrameworkUse([shellClass('Ldev/apkforge/shell/Helper;', [wrong])], api).problems).toHaveLength(1);
    });

    it('a holder reached without an SDK_INT test', () => {
      const holder = shellClass('Ldev/apkforge/shell/Api30Window;', []);
      const unguarded = shellClass('Ldev/apkforge/shell/Caller;', [
        call('Ldev/apkforge/shell/Api30Window;', 'run', '()V'),
      ]);
      const guarded = shellClass('Ldev/apkforge/shell/Caller;', [
        sdkInt,
        call('Ldev/apkforge/shell/Api30Window;', 'run', '()V'),
      ]);
      expect(checkFrameworkUse([holder, unguarded], api).problems).toEqual([
        expect.stringContaining('without testing Build.VERSION.SDK_INT'),
      ]);
      expect(checkFrameworkUse([holder, guarded], api).problems).toEqual([]);
    });
  });
});
