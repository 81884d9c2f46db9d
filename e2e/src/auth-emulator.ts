import { AUTH_EMULATOR_URL, PROJECT_ID } from './stack-urls.js';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/**
 * The Auth emulator keeps the out-of-band codes it would have emailed; following the link is what the user
 * would do from their inbox.
 */
export async function verifyEmailThroughOobLink(email: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes answered ${response.status}`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification email was sent to ${email}`);
  const applied = await fetch(code.oobLink);
  if (!applied.ok) throw new Error(`verification link answered ${applied.status}`);
}
