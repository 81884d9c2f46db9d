import { apiFetch } from '@/lib/api-client';

/** Spec §7 body, plus the optional "app-icon" data URL (common.md). */
export interface DownloadApkBody {
  url: string;
  'app-name': string;
  'owner-name': string;
  'contact-email': string;
  'phone-number': string;
  userId: string;
  'app-icon'?: string;
}

export interface DownloadApkResponse {
  downloadUrl?: string;
  buildId?: string;
  fileName?: string;
  size?: number;
  sha256?: string;
  packageName?: string;
  versionCode?: number;
  certificateSha256?: string;
}

export class MissingDownloadUrlError extends Error {
  constructor() {
    super('No download URL available. Please try again.');
    this.name = 'MissingDownloadUrlError';
  }
}

export async function requestApkBuild(
  body: DownloadApkBody,
  idToken: string,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<DownloadApkResponse & { downloadUrl: string }> {
  const response = await apiFetch<DownloadApkResponse>(
    '/api/download-apk',
    { method: 'POST', body, token: idToken, signal: options.signal },
    options.fetchImpl,
  );
  if (typeof response.downloadUrl !== 'string' || response.downloadUrl === '') throw new MissingDownloadUrlError();
  return { ...response, downloadUrl: response.downloadUrl };
}
