import { assetLinksJson } from '../../contracts/asset-links.js';
import {
  FEATURE_GRAPHIC_SIZE,
  LISTING_TEXT_LIMITS,
  listingTextIssues,
  PLAY_ICON_SIZE,
  SCREENSHOT_RULES,
} from '../../contracts/play-listing.js';
import { LISTING_LANGUAGE } from '../../contracts/publishing.js';
import { writeZip, type ZipEntryInput } from '../core/zip/zip-writer.js';
import { SHELL_DATA_SUMMARY, dataSafetyAnswers } from './data-safety.js';
import { composeListingArt, type ListingArtInput } from './listing-art.js';
import { playConsoleGuide, type PlayConsoleGuideInput } from './play-console-guide.js';

/** The kit's files, by their path inside the zip (and inside `npm run listing`'s output folder). */
export const KIT_FILES = {
  listing: 'listing.json',
  guide: 'play-console-guide.txt',
  icon: 'icon-512.png',
  featureGraphic: 'feature-graphic-1024x500.png',
  assetLinks: 'assetlinks.json',
} as const;

export interface ListingKitInput extends ListingArtInput, PlayConsoleGuideInput {
  /** Phone screenshots the owner added, already checked (contracts/play-listing.ts), in their order. */
  screenshots?: ReadonlyArray<{ format: 'png' | 'jpeg'; bytes: Uint8Array }>;
}

export interface ListingKit {
  /** Every file below and the screenshots, one deterministic zip (fixed times, this order). */
  zip: Uint8Array;
  icon: Uint8Array;
  featureGraphic: Uint8Array;
  listingJson: string;
  guide: string;
}

/** listing.json: the texts Play Console asks for, with Play's limits and whatever is still missing, for a person. */
function listingJson(input: ListingKitInput): string {
  const { listing } = input;
  return `${JSON.stringify(
    {
      packageName: input.packageName,
      language: LISTING_LANGUAGE,
      title: listing.title,
      shortDescription: listing.shortDescription,
      fullDescription: listing.fullDescription,
      contactEmail: listing.contactEmail,
      website: listing.website,
      privacyPolicyUrl: listing.privacyPolicyUrl,
      accountDeletionUrl: listing.accountDeletionUrl,
      graphics: {
        icon: { file: KIT_FILES.icon, width: PLAY_ICON_SIZE, height: PLAY_ICON_SIZE },
        featureGraphic: { file: KIT_FILES.featureGraphic, ...FEATURE_GRAPHIC_SIZE },
        phoneScreenshots: (input.screenshots ?? []).map(
          (shot, index) => `screenshots/phone-${index + 1}.${shot.format === 'png' ? 'png' : 'jpg'}`,
        ),
      },
      limits: { ...LISTING_TEXT_LIMITS, phoneScreenshots: { min: SCREENSHOT_RULES.min, max: SCREENSHOT_RULES.max } },
      stillToDo: listingTextIssues(listing).map((issue) => issue.message),
      dataSafety: { summary: SHELL_DATA_SUMMARY, answers: dataSafetyAnswers(input.permissions) },
    },
    null,
    2,
  )}\n`;
}

const text = (value: string) => new TextEncoder().encode(value);

/** The listing kit of an app: its two graphics, listing.json, the Play Console guide and assetlinks.json, zipped. */
export function buildListingKit(input: ListingKitInput): ListingKit {
  const art = composeListingArt(input);
  const guide = playConsoleGuide(input);
  const json = listingJson(input);
  const fingerprints = [input.uploadCertificateSha256, input.playSigningSha256].filter(
    (value): value is string => !!value,
  );
  const entries: ZipEntryInput[] = [
    { name: KIT_FILES.listing, data: text(json), stored: false },
    { name: KIT_FILES.guide, data: text(guide), stored: false },
    { name: KIT_FILES.icon, data: art.icon, stored: true },
    { name: KIT_FILES.featureGraphic, data: art.featureGraphic, stored: true },
  ];
  if (fingerprints.length)
    entries.push({
      name: KIT_FILES.assetLinks,
      data: text(assetLinksJson(input.packageName, fingerprints)),
      stored: false,
    });
  (input.screenshots ?? []).forEach((shot, index) =>
    entries.push({
      name: `screenshots/phone-${index + 1}.${shot.format === 'png' ? 'png' : 'jpg'}`,
      data: shot.bytes,
      stored: true,
    }),
  );
  return { zip: writeZip(entries), icon: art.icon, featureGraphic: art.featureGraphic, listingJson: json, guide };
}
