import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apksignerVerify,
  mapLimit,
  readVerification,
  runJavaBatch,
  tools,
  type ApksignerResult,
} from './android-tools.js';

const APKSIGNER_BATCH = fileURLToPath(new URL('ApksignerBatch.java', import.meta.url));

/** The jar the apksigner script runs: beside it (Debian), in its lib/ (the SDK's build-tools), or Debian's java dir. */
function apksignerJar(): string | null {
  if (!tools.apksigner.path) return null;
  const dir = dirname(realpathSync(tools.apksigner.path));
  const candidates = [join(dir, 'apksigner.jar'), join(dir, 'lib', 'apksigner.jar'), '/usr/share/java/apksigner.jar'];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * `apksigner verify --verbose` of many APKs: apksigner's own class in one JVM for all of them (ApksignerBatch.java),
 * where the 200-config property test would otherwise start 200 JVMs. Where the jar cannot be found next to the
 * apksigner command, one command per APK.
 */
export async function apksignerVerifyAll(paths: readonly string[], minSdk?: number): Promise<ApksignerResult[]> {
  const jar = apksignerJar();
  if (!jar || !tools.java.path) return mapLimit(paths, 2, (path) => apksignerVerify(path, minSdk));
  const options = minSdk ? ['--min-sdk-version', String(minSdk)] : [];
  const outputs = await runJavaBatch(
    tools.java.path,
    ['-cp', jar, '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', APKSIGNER_BATCH, ...options, '--'],
    paths,
  );
  // Only a run that got through prints "Verifies" (apksigner exits the JVM on a refusal).
  return paths.map((path) => {
    const output = outputs.get(path) ?? '';
    return readVerification(output, /^Verifies$/m.test(output));
  });
}
