// Play Console's Data safety form, answered for what the app shell itself does (docs/shell-contract.md): the
// website inside it collects what it collects, and the owner adds that. Kept in one place so the guide, the kit's
// listing.json and the docs say the same.

export interface DataSafetyAnswer {
  question: string;
  answer: string;
}

/** The one-line summary the guide leads with. */
export const SHELL_DATA_SUMMARY =
  'The app shell itself has no account and no device id; a random install id for notification taps and daily fetch counts.';

/**
 * The shell's answers; `permissions` are the device features the app was built to offer the site (undefined when
 * the kit is made without knowing the build, as `npm run listing` is).
 */
export function dataSafetyAnswers(permissions?: readonly string[]): DataSafetyAnswer[] {
  const device =
    permissions === undefined
      ? "Only if the app was built with camera, microphone or location access (App options), and then only when your website asks and the person allows it in Android's prompt. The app passes them to your site and stores nothing itself."
      : permissions.length
        ? `Only when your website asks, and only after the person allows it in Android's prompt: ${permissions.join(', ')}. The app passes these to your site and stores nothing itself.`
        : 'None: the app was built without camera, microphone or location access.';
  return [
    {
      question: 'Does your app collect or share any of the required user data types?',
      answer:
        'Yes, but only one thing from the app shell: a random install id (made on the phone at install, not tied to a person, an account or the device) sent with notification taps and one daily fetch count, so you see how many installs read your notifications. Add whatever your website itself collects (sign-up, orders, analytics).',
    },
    {
      question: 'Device or other IDs',
      answer:
        'Collected: the random install id above. Not shared, processed to count notification taps and fetches (Analytics), not required to use the app. No advertising ID, Android ID, IMEI or phone number is read.',
    },
    {
      question: 'App activity (App interactions)',
      answer:
        'Collected: notification taps, counted per day with the random install id. Not shared; purpose Analytics.',
    },
    {
      question: 'Personal info, financial info, location, contacts, photos, files, messages, health',
      answer:
        'Not collected by the app shell. If your website asks for any of these (a sign-up form, a checkout), declare them for your site.',
    },
    { question: 'Device access', answer: device },
    {
      question: 'Is all of the user data collected by your app encrypted in transit?',
      answer: 'Yes: the app talks only to your site and to Apkforge’s notification feed over https.',
    },
    {
      question: 'Do you provide a way for users to request that their data is deleted?',
      answer:
        'The install id goes when the app is uninstalled. If your site has accounts, give Play your account deletion page.',
    },
  ];
}

/** Content rating (IARC questionnaire) notes: the shell adds nothing to rate; the site's content decides. */
export const CONTENT_RATING_NOTES: readonly string[] = [
  'Category: pick the one that fits your website (Reference, News, Shopping, Education...): the questionnaire rates your site’s content, which the app shows as it is.',
  'Violence, sexual content, language, controlled substances, gambling: answer for your website; the app shell adds none.',
  'Users interact or share content: Yes only if your site lets people post, chat or share; the shell itself has no chat or sharing of its own.',
  'Shares the user’s location: No (the app passes location to your site only if you enabled it and the person allows it).',
  'Digital purchases: Yes only if your site sells digital goods inside the app.',
];
