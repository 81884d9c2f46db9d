import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyBundle } from '../../index.js';
import {
  aapt2Convert,
  aapt2DumpEach,
  aaptQuote,
  aaptXmltree,
  jarsignerVerify,
  mapLimit,
  tools,
} from './android-tools.js';
import { moduleAsApkShaped } from './apk-shaped.js';

export interface BundleUnderTest {
  bytes: Uint8Array;
  /** Our APK of the same config: the bundle's base module must hold the same app. */
  apk: Uint8Array;
  packageName: string;
  versionCode: number;
  label: string;
}

const field = (dump: string, name: string) =>
  dump
    .split('\n')
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

/**
 * Every check a bundle must pass, ours always and Google's tools when installed: the base module, turned
 * into an APK by `aapt2 convert`, has the same manifest (`aapt dump xmltree`) and resource table
 * (`aapt2 dump resources`) as our APK; `aapt2 dump badging` of the module shows package, versionCode,
 * targetSdk 36 and the label; jarsigner verifies the upload key's signature. Returns the failures.
 * Tool runs are batched (aapt2 dumps many files per run, jarsigner runs in one JVM) to keep 200 bundles fast.
 */
export async function checkBundles(bundles: readonly BundleUnderTest[]): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'apkforge-bundles-'));
  try {
    const issues = bundles.map((b) => verifyBundle(b.bytes).issues.map((i) => `verifyBundle: ${i}`));
    const paths = bundles.map((b, i) => {
      const at = (name: string) => join(dir, `${i}-${name}`);
      writeFileSync(at('app.aab'), b.bytes);
      writeFileSync(at('module.zip'), moduleAsApkShaped(b.bytes));
      writeFileSync(at('app.apk'), b.apk);
      return { aab: at('app.aab'), module: at('module.zip'), apk: at('app.apk'), converted: at('converted.apk') };
    });
    const indexes = bundles.map((_, i) => i);
    if (!tools.aapt2.skip) {
      const converted = await mapLimit(indexes, 2, async (i) => aapt2Convert(paths[i]!.module, paths[i]!.converted));
      converted.forEach((r, i) => r.code !== 0 && issues[i]!.push(`aapt2 convert: ${r.stderr}`));
      const ok = indexes.filter((i) => converted[i]!.code === 0);
      const dumps = await aapt2DumpEach(
        'resources',
        ok.flatMap((i) => [paths[i]!.apk, paths[i]!.converted]),
      );
      ok.forEach((i, k) => {
        if (dumps[2 * k] !== dumps[2 * k + 1]) issues[i]!.push(`aapt2 dump resources differs:\n${dumps[2 * k + 1]}`);
      });
      const badging = await aapt2DumpEach(
        'badging',
        paths.map((p) => p.module),
      );
      bundles.forEach((b, i) => {
        const dump = badging[i]!;
        if (!field(dump, 'package')?.startsWith(` name='${b.packageName}' versionCode='${b.versionCode}'`))
          issues[i]!.push(`aapt2 badging package: ${field(dump, 'package')}`);
        if (field(dump, 'targetSdkVersion') !== "'36'")
          issues[i]!.push(`aapt2 badging targetSdkVersion: ${field(dump, 'targetSdkVersion')}`);
        if (field(dump, 'application-label') !== `'${aaptQuote(b.label)}'`)
          issues[i]!.push(`aapt2 badging label: ${field(dump, 'application-label')}, expected '${b.label}'`);
      });
      if (!tools.aapt.skip) {
        await mapLimit(ok, 2, async (i) => {
          const [ours, theirs] = [await aaptXmltree(paths[i]!.apk), await aaptXmltree(paths[i]!.converted)];
          if (ours.code !== 0 || theirs.stdout !== ours.stdout)
            issues[i]!.push(`aapt dump xmltree of the manifest differs:\n${theirs.stdout}${theirs.stderr}`);
        });
      }
    }
    if (!tools.jarsigner.skip && !tools.java.skip) {
      const verified = await jarsignerVerify(paths.map((p) => p.aab));
      verified.forEach((r, i) => !r.verified && issues[i]!.push(`jarsigner -verify: ${r.output}`));
    }
    return issues;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
