import { AUTOPILOT_TEXT, type AppUpdate } from '../contracts/autopilot.js';

/** The owner's email when an app is marked (docs/product.md "Apps kept current"): what changed, by when, what to do. */
export function updateEmail(
  appName: string,
  packageName: string,
  update: AppUpdate,
  dashboardUrl: string,
  delivered: boolean,
): { subject: string; text: string } {
  const deadline = update.requiredBy
    ? `Google Play requires apps to target Android API ${update.targetSdk} for updates from ${update.requiredBy}.\n\n`
    : '';
  const action = delivered
    ? `Your plan includes the App Bundle, so we already built it: the new App Bundle is in your request, ready to ` +
      `upload to Google Play, and the new APK is in "My builds". Both are signed with your app's key, so they install ` +
      `over the version people have.`
    : `Open your dashboard and press "${AUTOPILOT_TEXT.rebuild}". The new version is signed with your app's key and ` +
      `gets the next version number, so it installs over the version people have.`;
  return {
    subject: AUTOPILOT_TEXT.emailSubject(appName),
    text:
      `Hello,\n\n${appName} (${packageName}) can be rebuilt with our newest app shell, ${update.shellVersion}, ` +
      `targeting Android API ${update.targetSdk}.\n\nWhat changed: ${update.whatChanged}\n\n${deadline}${action}\n\n` +
      `${dashboardUrl}\n\nApkforge`,
  };
}
