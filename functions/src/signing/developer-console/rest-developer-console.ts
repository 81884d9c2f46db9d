import {
  DeveloperConsoleError,
  type DeveloperConsole,
  type PackageKeyState,
  type RegisteredPackageKey,
} from './developer-console.js';

export interface RestConsoleOptions {
  /** https://androiddeveloperconsole.googleapis.com in production; a local stand-in in tests. */
  baseUrl: string;
  /** An OAuth access token of the customer's connected Google account. */
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
}

/** A Google API JSON error: { error: { code, message, status } }. */
async function failure(response: Response): Promise<DeveloperConsoleError> {
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  return new DeveloperConsoleError(response.status, body.error?.message ?? response.statusText);
}

/**
 * The client of the published REST surface (v1: developerAccounts/{account}/androidPackages/{package}/keys and the
 * key's :verifyOwnership). The resource and field names are the reference's as read; they live only here, so a
 * difference in the live service is a change to this file alone. Ids are URL-escaped; the proof APK travels base64.
 */
export function restDeveloperConsole(options: RestConsoleOptions): DeveloperConsole {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await send(`${base}/v1/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await options.accessToken()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as T;
  }
  return {
    async registerPackageKey({ developerAccount, packageName, certificateSha256 }) {
      const parent = `developerAccounts/${encodeURIComponent(developerAccount)}/androidPackages/${encodeURIComponent(packageName)}`;
      return post<RegisteredPackageKey>(`${parent}/keys`, { certificateSha256Fingerprint: certificateSha256 });
    },
    async verifyOwnership({ keyName, proofApk }) {
      if (!/^developerAccounts\/[^/]+\/androidPackages\/[^/]+\/keys\/[^/]+$/.test(keyName))
        throw new DeveloperConsoleError(400, `not a package key name: ${keyName}`);
      return post<{ state: PackageKeyState; reason?: string }>(`${keyName}:verifyOwnership`, {
        apk: Buffer.from(proofApk).toString('base64'),
      });
    },
  };
}
