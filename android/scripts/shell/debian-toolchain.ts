import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { withDirLock } from '../lib/dir-lock.js';
import { run } from '../lib/run.js';
import { PrivateApt } from './private-apt.js';
import { checkDxRuntime, DEPENDS_FILE } from './dx-runtime.js';

interface PinnedPackage {
  name: string;
  version: string;
  /** sha256 of the .deb, so every machine compiles with byte-identical tools. */
  sha256: string;
  /** The jar inside the package that the build uses. */
  jar: string;
}

/** dx 10.0.0 (Java 8 bytecode to dex 035, deterministic). */
const DX_PACKAGE: PinnedPackage = {
  name: 'dalvik-exchange',
  version: '10.0.0+r36-1',
  sha256: '8fc128db7c27253d963eb9b33de79b197162a4749d2ba69019b2fd0664cbd7fe',
  jar: 'usr/share/java/com.android.dx-10.0.0.jar',
};

/** android.jar of API 23, the compile classpath. */
const ANDROID_23_PACKAGE: PinnedPackage = {
  name: 'libandroid-23-java',
  version: '6.0.1+r72-6',
  sha256: '8af1b6df556971dda0a6da3536ea526a838e0c363afcdd454213d8bce94793e3',
  jar: 'usr/share/java/com.android.android-23.jar',
};

/** ProGuard 6.2 (shrinks and renames the shell's classes before dx; android/proguard.pro). */
const PROGUARD_PACKAGE: PinnedPackage = {
  name: 'libproguard-java',
  version: '6.2.0-1',
  sha256: '7a0ba37f57005019df83ce745ef12580cbfa8020b79eb7a441547a76858e42c3',
  jar: 'usr/share/java/proguard-6.2.0.jar',
};

/**
 * Android's own org.json (libcore), for the JVM tests only: they run the shell's config parsing on the
 * host with the implementation devices have (the API 23 android.jar holds only stubs of it).
 */
const ANDROID_JSON_PACKAGE: PinnedPackage = {
  name: 'libandroid-json-java',
  version: '10.0.0+r36-1',
  sha256: 'ec9df493b75f755eef1677ec9851b071e08400f3baee578cd6e4cbef840309e6',
  jar: 'usr/share/java/com.android.json-android-10.0.0.jar',
};

export interface Toolchain {
  dxJar: string;
  androidJar: string;
  jsonJar: string;
  proguardJar: string;
  /** Packages downloaded by this call (empty when everything came from the cache). */
  downloaded: string[];
}

/**
 * Makes the pinned Debian 11 packages available under `cacheDir` (download, verify, `dpkg -x`), once;
 * later calls only check the extracted folders. Nothing is installed system-wide.
 */
export async function ensureToolchain(cacheDir: string): Promise<Toolchain> {
  await mkdir(cacheDir, { recursive: true });
  const downloaded: string[] = [];
  const apt = new PrivateApt(join(cacheDir, 'apt'));
  const paths = await withDirLock(join(cacheDir, 'toolchain.lock'), async () => {
    const result: string[] = [];
    for (const pkg of [DX_PACKAGE, ANDROID_23_PACKAGE, ANDROID_JSON_PACKAGE, PROGUARD_PACKAGE]) {
      result.push(await ensurePackage(cacheDir, pkg, apt, downloaded));
    }
    return result;
  });
  const toolchain = {
    dxJar: join(paths[0]!, DX_PACKAGE.jar),
    androidJar: join(paths[1]!, ANDROID_23_PACKAGE.jar),
    jsonJar: join(paths[2]!, ANDROID_JSON_PACKAGE.jar),
    proguardJar: join(paths[3]!, PROGUARD_PACKAGE.jar),
    downloaded,
  };
  await checkDxRuntime(paths[0]!, toolchain.dxJar, [DX_PACKAGE.name, ANDROID_23_PACKAGE.name]);
  return toolchain;
}

async function ensurePackage(
  cacheDir: string,
  pkg: PinnedPackage,
  apt: PrivateApt,
  downloaded: string[],
): Promise<string> {
  const extracted = join(cacheDir, 'toolchain', `${pkg.name}_${pkg.version}`);
  const stamp = join(extracted, '.apkforge-sha256');
  const complete = existsSync(join(extracted, pkg.jar)) && existsSync(join(extracted, DEPENDS_FILE));
  if (complete && (await readFile(stamp, 'utf8').catch(() => '')) === pkg.sha256) return extracted;

  const deb = join(cacheDir, 'debs', debFileName(pkg));
  if (!existsSync(deb) || (await sha256Of(deb)) !== pkg.sha256) {
    await fetchDeb(cacheDir, pkg, apt, deb);
    downloaded.push(`${pkg.name} ${pkg.version}`);
  }
  // Extract next to the target and rename, so a half-extracted folder is never taken for a good one.
  await mkdir(join(cacheDir, 'toolchain'), { recursive: true });
  const temp = await mkdtemp(join(cacheDir, 'toolchain', `.${pkg.name}-`));
  try {
    await run('dpkg', ['-x', deb, temp]);
    // dpkg -x leaves the control data out; dx-runtime.ts needs the Depends line.
    const depends = await run('dpkg-deb', ['-f', deb, 'Depends']);
    await writeFile(join(temp, DEPENDS_FILE), depends.stdout);
    await writeFile(join(temp, '.apkforge-sha256'), pkg.sha256);
    await rm(extracted, { recursive: true, force: true });
    await rename(temp, extracted);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return extracted;
}

async function fetchDeb(cacheDir: string, pkg: PinnedPackage, apt: PrivateApt, target: string): Promise<void> {
  await apt.prepare();
  await apt.update();
  const temp = await mkdtemp(join(cacheDir, '.download-'));
  try {
    await apt.download(pkg.name, pkg.version, temp);
    const files = await readdir(temp);
    const file = files.find((f) => f.endsWith('.deb'));
    if (!file) throw new Error(`apt-get download ${pkg.name}=${pkg.version} produced no .deb`);
    const actual = await sha256Of(join(temp, file));
    if (actual !== pkg.sha256) {
      throw new Error(`${file}: sha256 ${actual}, expected ${pkg.sha256} (the pinned toolchain changed upstream?)`);
    }
    await mkdir(join(cacheDir, 'debs'), { recursive: true });
    await rename(join(temp, file), target);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

// apt names files with the epoch colon escaped; our own name keeps the cache layout predictable.
function debFileName(pkg: PinnedPackage): string {
  return `${pkg.name}_${pkg.version}_all.deb`;
}

async function sha256Of(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}
