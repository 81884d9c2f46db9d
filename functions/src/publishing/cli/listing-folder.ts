import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMPTY_LISTING,
  listingTextIssues,
  screenshotCountIssue,
  screenshotProblem,
  type ListingField,
  type ListingText,
} from '../../contracts/play-listing.js';
import { KIT_FILES, readImageSize } from '../../engine/index.js';
import type { ReleaseInput } from '../play-publisher.js';

/** A listing the command line refuses before any upload, naming the field. */
export class ListingFolderError extends Error {}

/**
 * The store listing of a kit folder (`npm run listing` writes one): listing.json's texts, the icon, the feature
 * graphic and screenshots/ (PNG or JPEG, in name order), checked against Play's rules before anything is sent.
 */
export function readListingFolder(dir: string): Pick<ReleaseInput, 'listing' | 'images'> {
  const file = (name: string) => {
    const path = join(dir, name);
    if (!existsSync(path)) throw new ListingFolderError(`${path} is missing.`);
    return new Uint8Array(readFileSync(path));
  };
  const json = JSON.parse(new TextDecoder().decode(file(KIT_FILES.listing))) as Record<string, unknown>;
  const listing: ListingText = { ...EMPTY_LISTING };
  for (const field of Object.keys(EMPTY_LISTING) as ListingField[])
    listing[field] = typeof json[field] === 'string' ? json[field] : '';
  const shotsDir = join(dir, 'screenshots');
  const names = existsSync(shotsDir)
    ? readdirSync(shotsDir)
        .filter((name) => /\.(png|jpe?g)$/i.test(name))
        .sort()
    : [];
  const phoneScreenshots = names.map((name) => new Uint8Array(readFileSync(join(shotsDir, name))));
  const problems = [
    ...listingTextIssues(listing).map((issue) => `${KIT_FILES.listing}: ${issue.message}`),
    ...phoneScreenshots.flatMap((bytes, index) => {
      const size = readImageSize(bytes);
      const problem = screenshotProblem(
        { width: size?.width ?? 0, height: size?.height ?? 0, format: size?.format ?? null, bytes: bytes.length },
        index + 1,
      );
      return problem ? [`screenshots/${names[index]}: ${problem}`] : [];
    }),
  ];
  const count = screenshotCountIssue(phoneScreenshots.length);
  if (count) problems.push(`screenshots/: ${count.message}`);
  if (problems.length) throw new ListingFolderError(problems.join('\n'));
  return {
    listing,
    images: { icon: file(KIT_FILES.icon), featureGraphic: file(KIT_FILES.featureGraphic), phoneScreenshots },
  };
}
