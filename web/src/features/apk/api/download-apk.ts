import { API_PATHS } from '@contracts/api-paths';
import type { BuildRequestBody, BuildResponse } from '@contracts/builds';
import { apiFetch } from '@/lib/api-client';

/** What the answer is trusted to hold: any field may be missing from a server of another version. */
type DownloadApkResponse = Partial<BuildResponse>;

export class MissingDownloadUrlError extends Error {
  constructor() {
    super('No download URL available. Please try again.');
    this.name = 'MissingDownloadUrlError';
  }
}

export async function requestApkBuild(
  body: BuildRequestBody,
  idToken: string,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<DownloadApkResponse & { downloadUrl: string }> {
  const response = await apiFetch<DownloadApkResponse>(
    API_PATHS.downloadApk,
    { method: 'POST', body, token: idToken, signal: options.signal },
    options.fetchImpl,
  );
  if (typeof response.downloadUrl !== 'string' || response.downloadUrl === '') throw new MissingDownloadUrlError();
  return { ...response, downloadUrl: response.downloadUrl };
}
