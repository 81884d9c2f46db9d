import { PACKAGE_MESSAGES } from '@contracts/packages';

/** The control of the App Configuration form a refusal belongs beside (docs/product.md §2 "APK form"). */
export type ApkRefusalTarget =
  | 'url'
  | 'appName'
  | 'icon'
  | 'packageName'
  | 'extraHosts'
  | 'ownership'
  | 'options'
  | 'form';

export interface ApkFailure {
  /** The server's own sentence, or the app's for a failure it did not explain. */
  message: string;
  target: ApkRefusalTarget;
  /**
   * A refusal: the server looked at this request and said no (invalid input, a protected brand, a revoked account,
   * the free-build limit). Pressing Generate again cannot change it, so no "Please try again" toast beside it. False
   * for a failure on our side or on the way (5xx, network), where trying again may work.
   */
  refusal: boolean;
}

// Which control each of the server's messages concerns (functions/src/builds/validate-build-body.ts, icon-data-url.ts,
// package-claims.ts, site-confirmation.ts, the engine's ApkConfigError and the worker pool's limits), first match.
const TARGETS: ReadonlyArray<[ApkRefusalTarget, RegExp]> = [
  ['ownership', new RegExp(`^${escape(PACKAGE_MESSAGES.confirmationRequired)}$`)],
  [
    'packageName',
    /^(Package name|Invalid package name|The package name|Every default package name|Please enter a package name)/,
  ],
  // contracts/extra-hosts.ts EXTRA_HOST_MESSAGES: the list, or one host named in quotes.
  [
    'extraHosts',
    /^(Extra hosts |List at most \d+ extra hosts|An extra host |"[^"]*" is (not a host|not https|an IP|shared|a sign-in))/,
  ],
  ['url', /^(Please enter a valid URL|URL |The URL )/],
  ['appName', /^App name/],
  ['icon', /^(Icon |Invalid file format|The icon |The build (took longer|needed more))/],
  ['options', /^(Theme colour|Splash background|Orientation |permissions |Version name|Version code|pull-to-refresh )/],
];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function targetOf(message: string): ApkRefusalTarget {
  return TARGETS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'form';
}

/**
 * What a failed POST /api/download-apk means for the form: a refusal (4xx with the server's sentence) beside the
 * control it concerns, or a failure worth retrying. The worker pool's time and memory limits are refusals of the
 * icon even though their status is 504 and 429: the same icon fails again, a smaller one does not.
 */
export function describeApkFailure(status: number | null, serverMessage: string | null, fallback: string): ApkFailure {
  if (!serverMessage) return { message: fallback, target: 'form', refusal: false };
  const target = targetOf(serverMessage);
  const refusal = status !== null && ((status >= 400 && status < 500) || target === 'icon');
  return { message: serverMessage, target, refusal };
}
