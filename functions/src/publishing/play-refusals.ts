import { PLAY_MESSAGES } from '../contracts/publishing.js';
import { PlayRefusal } from './play-publisher.js';

/** What a refusal's message may name: the app, the version and our service account. */
export interface RefusalContext {
  packageName: string;
  serviceAccountEmail: string;
  versionCode?: number;
}

interface GoogleError {
  status: number;
  message: string;
  reason: string;
}

/** The HTTP answer of a failed official-client call (a GaxiosError), or null for a network failure. */
function googleErrorOf(error: unknown): GoogleError | null {
  const response = (error as { response?: { status?: number; data?: unknown } } | null)?.response;
  if (!response?.status) return null;
  const body = (response.data as { error?: { message?: string; errors?: Array<{ reason?: string }> } } | undefined)
    ?.error;
  return { status: response.status, message: body?.message ?? '', reason: body?.errors?.[0]?.reason ?? '' };
}

/** The words for the Play call that refused, for a refusal we have no plain sentence of our own for. */
const STEP_WORDS: Record<string, string> = {
  'edits.insert': 'opening an edit',
  'bundles.upload': 'the App Bundle',
  'tracks.update': 'the release',
  'listings.update': 'the store listing',
  'images.upload': 'an image',
  'details.update': 'the contact details',
  'edits.commit': 'the release as a whole',
};

/**
 * Play's refusal in the customer's words (docs/api.md "Publishing", contracts/publishing.ts PLAY_MESSAGES), from
 * Google's error body: the status, the message and the reason of its first error.
 */
export function refusalOf(error: unknown, step: string, context: RefusalContext): PlayRefusal {
  if (error instanceof PlayRefusal) return error;
  const google = googleErrorOf(error);
  if (!google || google.status >= 500 || google.status === 429)
    return new PlayRefusal('unavailable', PLAY_MESSAGES.unavailable, step);
  const { status, message, reason } = google;
  if (status === 404 && (step === 'edits.insert' || /package not found/i.test(message)))
    return new PlayRefusal('app-not-found', PLAY_MESSAGES.appNotFound(context.packageName), step);
  if (reason === 'editExpired' || /edit.*(expired|deleted)/i.test(message) || (status === 404 && /edit/i.test(message)))
    return new PlayRefusal('edit-expired', PLAY_MESSAGES.editExpired, step);
  const used = /version code (\d+) has already been used/i.exec(message);
  if (reason === 'apkUpgradeVersionConflict' || used || /version code that has already been used/i.test(message)) {
    const code = used ? Number(used[1]) : (context.versionCode ?? 0);
    return new PlayRefusal('version-code-used', PLAY_MESSAGES.versionCodeUsed(code, code + 1), step);
  }
  const keys = /Found: SHA-256: ([0-9A-F:]+), expected: SHA-256: ([0-9A-F:]+)/i.exec(message);
  if (reason === 'apkWrongSigningKey' || keys || /signed with the wrong key/i.test(message))
    return new PlayRefusal(
      'wrong-upload-key',
      PLAY_MESSAGES.wrongUploadKey(context.packageName, keys?.[2] ?? 'the first upload’s', keys?.[1] ?? 'another one'),
      step,
    );
  if (status === 401 || status === 403)
    return new PlayRefusal('no-permission', PLAY_MESSAGES.noPermission(context.serviceAccountEmail), step);
  return new PlayRefusal(
    'invalid',
    `Google Play refused ${STEP_WORDS[step] ?? 'the upload'}: ${message || `error ${status}`}`,
    step,
  );
}
