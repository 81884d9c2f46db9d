import { CALLABLES, type CreateDownloadLinkInput, type CreateDownloadLinkResult } from '@contracts/callables';
import { httpsCallable } from 'firebase/functions';
import { resolveApiUrl } from './api-client';
import { firebaseFunctions } from './firebase-functions';
import { startDownload } from './start-download';

/**
 * A short-lived signed link to one stored file (a free build, or a request's deliverable), made by the
 * createDownloadLink callable (docs/api.md "Downloads"): only the owner gets one, and it works for a plain browser
 * navigation, so the file downloads without being public. The URL is absolute (the API base, else this origin), so it
 * also works where this page is not open, such as on a phone that scans it from a QR code.
 */
export async function createDownloadLink(input: CreateDownloadLinkInput): Promise<{ url: string; expiresAt: number }> {
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

/**
 * The server's own sentence when the file is gone for good (`not-found`: "This build is no longer available. Please
 * generate the APK again."), which the page shows instead of a generic failure; null for any other error.
 */
export function fileGoneMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 'functions/not-found' && typeof message === 'string' && message ? message : null;
}
