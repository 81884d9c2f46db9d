// The importSite callable (docs/api.md "importSite"): what the builder form learns from a website to prefill the
// App Configuration. Every field is a suggestion the owner may change.

/** Identity providers whose sign-in refuses to run inside an app's WebView (docs/shell-contract.md "Sign-in"). */
export type SignInProvider = 'google' | 'facebook' | 'apple' | 'microsoft';

export interface ImportSiteInput {
  url: string;
}

export interface ImportSiteResult {
  /** The page's address after redirects (the one that was read). */
  url: string;
  /** False when the page could not be read: everything else is then a default from the address. */
  reachable: boolean;
  /** The app name to suggest: never empty, never without a letter, never an IP address (appNameFromUrl). */
  name: string;
  /** The manifest's short_name, when it has one worth showing. */
  shortName: string | null;
  /** '#rrggbb' from the manifest's theme_color or the page's theme-color meta, else null (the engine default). */
  themeColor: string | null;
  /** '#rrggbb' from the manifest's background_color, else null. */
  backgroundColor: string | null;
  /** The best icon of at least SITE_ICON_MIN_SIDE px (PNG/JPEG), as the form's icon data URL; null: letter icon. */
  icon: { dataUrl: string; width: number; height: number; source: string } | null;
  /** Why the site's own icon is not used, for the owner (SITE_IMPORT_MESSAGES), or null. */
  iconNote: string | null;
  /** Sign-in buttons the page shows that open in the browser inside the app (SITE_IMPORT_MESSAGES.signIn); [] for none. */
  signInProviders: SignInProvider[];
  /** The package name this account gets when the form's field is left empty (docs/data-model.md). */
  packageName: string;
  /** Set when that default differs from the site's because another account holds it. */
  packageNotice: string | null;
  /** When this account confirmed the site for that package (ms), or null: the form then asks. */
  siteConfirmedAt: number | null;
}

/** Limits of one import: the same timeout and redirect limit as the frame check, and byte caps per resource. */
export const SITE_IMPORT_LIMITS = {
  timeoutMs: 5_000,
  maxRedirects: 3,
  /** Only the start of a page is read: the head, where names, colours and icons are declared. */
  pageBytes: 512 * 1024,
  manifestBytes: 64 * 1024,
  iconBytes: 1024 * 1024,
  /** Icon files tried at most, best first. */
  iconAttempts: 4,
  /** Imports per account per hour. */
  perHour: 60,
} as const;

export const SITE_IMPORT_MESSAGES = {
  rateLimited: (minutes: number) =>
    `You have imported many sites in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  svgOnly:
    'This site only has an SVG icon, which Android cannot use. Your app gets a letter icon unless you upload one.',
  tooSmall: "This site's icons are smaller than 192 px. Your app gets a letter icon unless you upload one.",
  noIcon: 'This site has no usable icon. Your app gets a letter icon unless you upload one.',
  unreachable: 'We could not read this site, so the fields keep their defaults. You can still build the app.',
  /** The builder's warning when the page offers sign-in with Google, Facebook, Apple or Microsoft. */
  signIn: (providers: readonly SignInProvider[]) =>
    `Your site offers sign-in with ${providerList(providers)}. In the app, that sign-in opens in the browser and comes ` +
    'back to the app only if your site returns people through a link of your site. Email and password, one-time codes ' +
    'and sign-in links work inside the app.',
} as const;

const PROVIDER_NAMES: Record<SignInProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
};

/** "Google", "Google and Apple", "Google, Facebook and Apple". */
function providerList(providers: readonly SignInProvider[]): string {
  const names = providers.map((provider) => PROVIDER_NAMES[provider]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
