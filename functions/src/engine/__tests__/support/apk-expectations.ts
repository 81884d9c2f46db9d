import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readZip } from '../../core/zip/zip-reader.js';
import { verifyApk } from '../../index.js';
import { aaptBadging, aaptQuote, aaptXmltree, dexdump, mapLimit, tools, zipalignCheck } from './android-tools.js';
import { apksignerVerifyAll } from './apksigner-batch.js';

export interface ApkUnderTest {
  bytes: Uint8Array;
  packageName: string;
  label: string;
  versionCode: number;
}

/** Every check an APK must pass: ours always, each Google tool when installed. Returns the failures. */
export async function checkApks(apks: readonly ApkUnderTest[]): Promise<string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'apkforge-apks-'));
  try {
    const paths = apks.map((apk, i) => {
      const path = join(dir, `app-${i}.apk`);
      writeFileSync(path, apk.bytes);
      return path;
    });
    const ownIssues = apks.map((apk) => verifyApk(apk.bytes).issues.map((i) => `verifyApk: ${i}`));
    const signatures = tools.apksigner.skip ? [] : await apksignerVerifyAll(paths);
    const dexChecked = new Set<string>();
    return await mapLimit(
      apks.map((apk, i) => ({ apk, i })),
      2,
      async ({ apk, i }) => {
        const path = paths[i]!;
        const issues = [...ownIssues[i]!];
        if (!tools.apksigner.skip) {
          const all = signatures[i]!;
          if (!all.verifies || !all.v2) issues.push(`apksigner verify: ${all.output}`);
          if (all.warnings.length) issues.push(`apksigner warnings: ${all.warnings.join('; ')}`);
        }
        if (!tools.aapt.skip) {
          const badging = await aaptBadging(path);
          const expect = (name: string, value: string) => {
            if (badging.field(name) !== value)
              issues.push(`aapt ${name}: got ${badging.field(name)}, expected ${value}`);
          };
          if (badging.code !== 0) issues.push(`aapt dump badging failed: ${badging.output}`);
          if (!badging.field('package')?.startsWith(` name='${apk.packageName}' versionCode='${apk.versionCode}'`)) {
            issues.push(`aapt package: ${badging.field('package')}`);
          }
          expect('sdkVersion', "'24'");
          expect('targetSdkVersion', "'36'");
          expect('application-label', `'${aaptQuote(apk.label)}'`);
          if (!/^ name='dev\.apkforge\.shell\.MainActivity'/.test(badging.field('launchable-activity') ?? ''))
            issues.push('aapt: no launchable activity');
          if (!/icon='res\/[^']+'/.test(badging.field('application') ?? ''))
            issues.push(`aapt: no application icon (${badging.field('application')})`);
          const tree = await aaptXmltree(path);
          if (tree.code !== 0 || !tree.stdout.includes(`A: package="${apk.packageName}"`))
            issues.push(`aapt dump xmltree: ${tree.stdout.slice(0, 300)}${tree.stderr}`);
        }
        if (!tools.zipalign.skip) {
          const aligned = await zipalignCheck(path);
          if (aligned.code !== 0 || !/Verification succes/.test(aligned.stdout))
            issues.push(`zipalign -c -v 4: ${aligned.stdout.slice(-300)}`);
        }
        if (!tools.dexdump.skip) {
          const dex = readZip(apk.bytes).get('classes.dex');
          const key = dex ? Buffer.from(dex).toString('base64').slice(0, 64) + dex.length : 'none';
          if (!dexChecked.has(key)) {
            dexChecked.add(key);
            const dexPath = `${path}.dex`;
            if (dex) writeFileSync(dexPath, dex);
            const dumped = await dexdump(dexPath);
            if (dumped.code !== 0 || /Failure|ERROR/i.test(dumped.stderr))
              issues.push(`dexdump: ${dumped.stderr.slice(0, 300)}`);
          }
        }
        return issues;
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
