import { ASSET_LINKS_PATH, assetLinksJson } from '../../contracts/asset-links.js';
import { LISTING_TEXT_LIMITS, SCREENSHOT_RULES, type ListingText } from '../../contracts/play-listing.js';
import { CLOSED_TEST_RULE } from '../../contracts/publishing-tracker.js';
import { TARGET_SDK } from '../app/app-config.js';
import { CONTENT_RATING_NOTES, dataSafetyAnswers, SHELL_DATA_SUMMARY } from './data-safety.js';

/** Everything the per-app guide names: the app's own ids and fingerprints, so nothing in it is generic. */
export interface PlayConsoleGuideInput {
  appName: string;
  url: string;
  packageName: string;
  versionCode?: number;
  /** The bundle's target API; the engine's own by default (what it builds). */
  targetSdk?: number;
  /** The upload key's certificate SHA-256 (upper-case, colon-separated), when the bundle is known. */
  uploadCertificateSha256?: string;
  /** Play's app-signing certificate SHA-256, once the owner copied it from Play Console. */
  playSigningSha256?: string;
  listing: ListingText;
  /** The bundle's file name, as the customer downloads it. */
  bundleFileName?: string;
  /** Device features the app offers the site ('camera', 'microphone', 'location'). */
  permissions?: readonly string[];
}

const numbered = (items: readonly string[]) => items.map((item, index) => `${index + 1}. ${item}`).join('\n');
const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/**
 * The "Step-by-step Play Console notes" the AAB plan sells (docs/product.md "Publishing"), as plain text any phone or
 * computer opens: from an empty developer account to a reviewed release, in the order Play Console asks.
 */
export function playConsoleGuide(input: PlayConsoleGuideInput): string {
  const host = new URL(input.url).host;
  const fingerprints = [input.uploadCertificateSha256, input.playSigningSha256].filter(
    (value): value is string => !!value,
  );
  const bundle = input.bundleFileName ?? 'your .aab file';
  const lines = [
    `Step-by-step Play Console notes for ${input.appName}`,
    '',
    `Package name: ${input.packageName}${input.versionCode ? ` (version code ${input.versionCode})` : ''}`,
    `Targets Android API level ${input.targetSdk ?? TARGET_SDK}, as Google Play requires of new apps and updates.`,
    `Upload certificate SHA-256: ${input.uploadCertificateSha256 ?? 'printed by npm run aab, and shown in Your files'}`,
    `Play app-signing certificate SHA-256: ${input.playSigningSha256 ?? 'not known yet: after step 5, copy it from Test and release > App integrity > App signing, and add it in Request Details so your assetlinks.json lists both.'}`,
    '',
    'THE STEPS',
    numbered([
      'Developer account: sign up at https://play.google.com/console with the Google account your business will keep (a one-time US$25 fee paid to Google) and finish Google’s identity verification. Play’s policy lets an app made with a builder like ours be published only from your own account.',
      `Create the app: Home > Create app. App name: ${input.listing.title || input.appName}. Default language: English (United States) – en-US. App, Free. Accept the declarations.`,
      'Set up your app (Dashboard > Set up your app): privacy policy, app access (all of it is available without special access unless your site needs a login: then give Play a test account), ads (the app shell shows none: answer for your site), content rating and data safety (answers below), target audience, news and government or financial features if they apply.',
      `Store listing (Grow users > Store presence > Main store listing): paste the texts from listing.json (title at most ${LISTING_TEXT_LIMITS.title} characters, short description ${LISTING_TEXT_LIMITS.shortDescription}, full description ${LISTING_TEXT_LIMITS.fullDescription}); upload icon-512.png as the app icon and feature-graphic-1024x500.png as the feature graphic; add ${SCREENSHOT_RULES.min} to ${SCREENSHOT_RULES.max} phone screenshots (each side ${SCREENSHOT_RULES.minSide}-${SCREENSHOT_RULES.maxSide} px, the longer at most twice the shorter).`,
      `First release: Test and release > Testing > Internal testing > Create new release. Accept Play App Signing (Google keeps the key that signs what Play installs; you keep the upload key). Upload ${bundle}, add release notes, save and roll it out to your testers. Play links ${input.packageName} to your app at this first upload.`,
      `Digital Asset Links: serve the file below at https://${host}${ASSET_LINKS_PATH} with both fingerprints (the upload key's for test installs, Play's for installs from Play), so Android opens your site's links in the app.`,
      `Closed test: a personal developer account created after 13 November 2023 must run a closed test with at least ${CLOSED_TEST_RULE.testers} testers opted in for ${CLOSED_TEST_RULE.days} days in a row before it may apply for production (Test and release > Testing > Closed testing). Organisation accounts and older personal accounts go straight to production.`,
      'Production: Test and release > Production > Create new release with the same bundle (or a newer one), then Publishing overview > Send changes for review. Google’s review usually takes a few days; the app goes live when it passes.',
      'Updates: every update must be signed with the same upload key and carry a higher version code. Build it with us again and upload it the same way.',
    ]),
    '',
    `assetlinks.json for https://${host}${ASSET_LINKS_PATH}:`,
    fingerprints.length
      ? assetLinksJson(input.packageName, fingerprints).trimEnd()
      : '(download it from Request Details once the bundle is built)',
    '',
    'DATA SAFETY (App content > Data safety)',
    SHELL_DATA_SUMMARY,
    ...dataSafetyAnswers(input.permissions).map((item) => `\n${item.question}\n  ${item.answer}`),
    '',
    'CONTENT RATING (App content > Content rating)',
    bullets(CONTENT_RATING_NOTES),
    '',
  ];
  return lines.join('\n');
}
