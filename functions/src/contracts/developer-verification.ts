// Android developer verification (docs/product.md "Developer verification"): what the verification kit, the command
// line (`npm run apk -- <url> --verification-token <TOKEN>`) and the engine agree on.

/** The asset Android Developer Console reads from the ownership-proof APK: the token and a newline, nothing else. */
export const ADI_REGISTRATION_ASSET = 'assets/adi-registration.properties';

/**
 * The token Android Developer Console shows for one package and key. Its exact alphabet is Google's; what is known is
 * that it is a single line of printable ASCII, so anything else (spaces, quotes, line breaks, a pasted sentence) is
 * refused before an APK is built around it.
 */
const VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=:-]{8,512}$/;

export const VERIFICATION_TOKEN_HELP =
  'The verification token is the single line of letters and digits Android Developer Console shows for this ' +
  'package (8 to 512 characters, no spaces). Copy it again and paste it as it is.';

/** The token with the whitespace a copy and paste adds around it removed; null when it is not token-shaped. */
export function normalizeVerificationToken(input: string): string | null {
  const token = input.trim();
  return VERIFICATION_TOKEN_PATTERN.test(token) ? token : null;
}

/** The countries whose certified devices refuse unregistered apps today, and what comes next (the kit's text). */
export const VERIFICATION_COUNTRIES_TEXT =
  'Since 30 September 2026, certified Android phones in Brazil, Indonesia, Singapore and Thailand refuse to install ' +
  'apps whose package name and signing key are not registered to a verified developer, including APKs shared ' +
  'outside Play. India and the rest of the world follow in 2027.';
