// The Google Cloud service account Apkforge publishes with (docs/api.md "Publishing"): its JSON key file, how the
// PLAY_SERVICE_ACCOUNT secret holds it, and the local stack's own (docs/data-model.md "Configuration"). The functions,
// the Play stand-in and the stack that generates the local key read it with this one parser.

/** The fields of a service account's JSON key file that signing a request needs. */
export interface ServiceAccountKey {
  type: 'service_account';
  client_email: string;
  private_key: string;
  private_key_id: string;
  project_id?: string;
}

/** The local stack's service account (its key is generated per machine by `npm start`). */
export const LOCAL_SERVICE_ACCOUNT_EMAIL = 'apkforge-publisher@demo-apkforge.iam.gserviceaccount.com';

/**
 * A PLAY_SERVICE_ACCOUNT value: the key file's JSON as Secret Manager stores it (`--data-file key.json`), or that JSON
 * in base64 (one line of functions/.secret.local). null for anything that is not a service account key.
 */
export function parseServiceAccount(value: string | undefined): ServiceAccountKey | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text.startsWith('{') ? text : atob(text));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const key = parsed as Record<string, unknown>;
    if (key.type !== 'service_account') return null;
    for (const field of ['client_email', 'private_key', 'private_key_id'])
      if (typeof key[field] !== 'string' || key[field] === '') return null;
    return parsed as ServiceAccountKey;
  } catch {
    return null;
  }
}
