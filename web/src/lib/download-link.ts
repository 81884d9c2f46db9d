import { CALLABLES, type CreateDownloadLinkInput, type CreateDownloadLinkResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { resolveApiUrl } from './api-client';
import { firebaseFunctions } from './firebase-functions';
import { startDownload } from './start-download';

/**
 * A short-lived signed link to one stored file (a free build, or a request's deliverable), made by the
 * createDownloadLink callable (docs/api.md "Downloads"): only the owner gets one, and it works for a plain browser
 * navigation, so the file downloads without being public.
 */
async function createDownloadLink(input: CreateDownloadLinkInput): Promise<{ url: string; expiresAt: number }> {
  const call = httpsCallable<CreateDownloadLinkInput, CreateDownloadLinkResult>(
    firebaseFunctions(),
    CALLABLES.createDownloadLink,
  );
  const { data } = await call(input);
  return { url: resolveApiUrl(data.url), expiresAt: data.expiresAt };
}

/** Asks for a fresh link and starts the download at once (links expire in minutes, so none is kept). */
export async function downloadFile(input: CreateDownloadLinkInput, fileName: string): Promise<void> {
  const { url } = await createDownloadLink(input);
  startDownload(url, fileName);
}
