import { AUTH_EMULATOR_URL, PROJECT_ID } from './stack-urls.js';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * The Auth emulator keeps the out-of-band codes it would have emailed; following the link is what the user
 * would do from their inbox.
 */
export async function verifyEmailThroughOobLink(email: string): Promise<void> {
  const applied = await fetch(await verificationLinkOf(email));
  if (!applied.ok) throw new Error(`verification link answered ${applied.status}`);
}

/** The link of the last verification email sent to `email`, to open in a browser tab as a person would. */
export async function verificationLinkOf(email: string): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes answered ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification email was sent to ${email}`);
  return code.oobLink;
}

/** Signs in as the app does (the emulator accepts any API key): the account's uid and an ID token for its calls. */
export async function signInWithPassword(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { uid: localId, idToken };
}

/** The account's uid, found the way the app does: by signing in. */
export async function uidOf(email: string, password: string): Promise<string> {
  return (await signInWithPassword(email, password)).uid;
}

/** Whether the Auth emulator still knows the email (after account deletion it must not). */
export async function accountExists(email: string): Promise<boolean> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  if (!response.ok) throw new Error(`accounts:lookup answered ${response.status}`);
  const { users } = (await response.json()) as { users?: unknown[] };
  return (users ?? []).length > 0;
}
