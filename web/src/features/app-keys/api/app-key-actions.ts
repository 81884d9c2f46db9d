import type { RebuildAppInput, RebuildAppResult } from '@contracts/autopilot';
import { CALLABLES } from '@contracts/callables';
import type {
  BuildVerificationProofInput,
  BuildVerificationProofResult,
  ExportKeyForPlayInput,
  ExportKeyForPlayResult,
  SetPackageSignerInput,
  SetPackageSignerResult,
} from '@contracts/key-lifecycle';
import { httpsCallable } from 'firebase/functions';
import { resolveApiUrl } from '@/lib/api-client';
import { type Reauthentication, reauthenticate } from '@/lib/auth/reauthenticate';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { saveBytes, startDownload } from '@/lib/start-download';

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));

/** setPackageSigner (docs/api.md "Keys that last"): who holds the key Play signs the app with. */
export async function setPackageSigner(input: SetPackageSignerInput): Promise<SetPackageSignerResult> {
  const call = httpsCallable<SetPackageSignerInput, SetPackageSignerResult>(
    firebaseFunctions(),
    CALLABLES.setPackageSigner,
  );
  return (await call(input)).data;
}

/** exportKeyForPlay, after a fresh sign-in (the server wants one, as for a key export); saves the zip for Play. */
export async function exportKeyForPlay(input: ExportKeyForPlayInput, reauth: Reauthentication): Promise<void> {
  await reauthenticate(reauth);
  const call = httpsCallable<ExportKeyForPlayInput, ExportKeyForPlayResult>(
    firebaseFunctions(),
    CALLABLES.exportKeyForPlay,
  );
  const { data } = await call(input);
  saveBytes(bytesOf(data.zipBase64), data.fileName, 'application/zip');
}

/** buildVerificationProof: the ownership-proof APK, saved at once. */
export async function downloadVerificationProof(input: BuildVerificationProofInput): Promise<void> {
  const call = httpsCallable<BuildVerificationProofInput, BuildVerificationProofResult>(
    firebaseFunctions(),
    CALLABLES.buildVerificationProof,
  );
  const { data } = await call(input);
  saveBytes(bytesOf(data.apkBase64), data.fileName, 'application/vnd.android.package-archive');
}

/** rebuildApp: the one-click rebuild; the new APK downloads through its short-lived link. */
export async function rebuildApp(input: RebuildAppInput): Promise<RebuildAppResult> {
  const call = httpsCallable<RebuildAppInput, RebuildAppResult>(firebaseFunctions(), CALLABLES.rebuildApp);
  const { data } = await call(input);
  startDownload(resolveApiUrl(data.downloadUrl), data.fileName);
  return data;
}
