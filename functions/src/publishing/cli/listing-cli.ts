import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { appNameFromUrl } from '../../contracts/app-name.js';
import { draftListing } from '../../contracts/listing-draft.js';
import {
  FEATURE_GRAPHIC_SIZE,
  PLAY_ICON_SIZE,
  screenshotProblem,
  type ScreenshotFormat,
} from '../../contracts/play-listing.js';
import { completeWebsiteUrl } from '../../contracts/website-url.js';
import { buildListingKit, derivePackageName, KIT_FILES, readImageSize } from '../../engine/index.js';
import { apkEngine } from '../../engine-pool/direct-engine.js';
import { fetchPublic } from '../../sites/import/fetch-public.js';
import { readSite } from '../../sites/import/read-site.js';
import { fetchOutcome, pageSignals } from '../preflight/site-signals.js';

const USAGE = `Usage: npm run listing -- <url> --out <dir> [options]

Writes a Play listing kit for the site: ${KIT_FILES.icon} (${PLAY_ICON_SIZE}x${PLAY_ICON_SIZE}, 32-bit PNG),
${KIT_FILES.featureGraphic} (24-bit PNG, no alpha), ${KIT_FILES.listing} (texts within Play's limits),
${KIT_FILES.guide} and listing-kit.zip. It reads the site for its name, icon, colours and description; with
--name and --icon it needs no network.

  --name <text>          the app's name          --icon <file>          a PNG or JPEG icon
  --description <text>   what the app does       --theme <#rrggbb>      the theme colour
  --email <address>      the listing's contact   --privacy <url>        the privacy policy's address
  --package <id>         the app's package name  --screenshots <dir>    2-8 phone screenshots (PNG/JPEG) to add`;

const out = (line: string) => process.stdout.write(`${line}\n`);

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      name: { type: 'string' },
      icon: { type: 'string' },
      description: { type: 'string' },
      theme: { type: 'string' },
      email: { type: 'string' },
      privacy: { type: 'string' },
      package: { type: 'string' },
      screenshots: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  if (positionals.length !== 1 || !values.out) throw new Error('give the site address and --out <dir>');
  return { ...values, out: values.out, url: completeWebsiteUrl(positionals[0]!) };
}

/** Phone screenshots of a folder, in name order, each checked against Play's rules. */
function screenshotsOf(dir: string | undefined): Array<{ format: ScreenshotFormat; bytes: Uint8Array }> {
  if (!dir) return [];
  return readdirSync(dir)
    .filter((name) => /\.(png|jpe?g)$/i.test(name))
    .sort()
    .map((name, index) => {
      const bytes = new Uint8Array(readFileSync(join(dir, name)));
      const size = readImageSize(bytes);
      const problem = screenshotProblem(
        { width: size?.width ?? 0, height: size?.height ?? 0, format: size?.format ?? null, bytes: bytes.length },
        index + 1,
      );
      if (problem || !size) throw new Error(`${name}: ${problem ?? 'not an image'}`);
      return { format: size.format, bytes };
    });
}

/**
 * `npm run listing`: the listing kit of a site (docs/product.md "Publishing"). The site is read as the site import
 * reads it, through the SSRF guard (this machine's own addresses allowed: the command runs for its operator).
 */
async function main(): Promise<void> {
  const input = options(process.argv.slice(2));
  if (!input) {
    out(USAGE);
    return;
  }
  const url = new URL(input.url);
  const offline = input.name !== undefined && input.icon !== undefined;
  const site = offline ? null : await readSite({ engine: apkEngine, fetch: fetchPublic, allowLoopback: true }, url);
  const signals = offline
    ? null
    : pageSignals(await fetchOutcome({ fetch: fetchPublic, allowLoopback: true }, url.href));
  if (site && !site.reachable) out(`${url.href} did not answer: the kit is made from its address alone.`);
  const appName = input.name ?? site?.name ?? appNameFromUrl(url.href);
  const icon = input.icon
    ? new Uint8Array(readFileSync(input.icon))
    : site?.icon
      ? new Uint8Array(Buffer.from(site.icon.dataUrl.slice(site.icon.dataUrl.indexOf(',') + 1), 'base64'))
      : undefined;
  const packageName = input.package ?? derivePackageName(url.href);
  const listing = draftListing({
    appName,
    url: url.href,
    description: input.description ?? site?.description ?? null,
    contactEmail: input.email ?? '',
    privacyPolicyUrl: input.privacy ?? signals?.privacyPolicyUrl ?? null,
    accountDeletionUrl: signals?.accountDeletionUrl ?? null,
  });
  const screenshots = screenshotsOf(input.screenshots);
  const theme = input.theme ?? site?.themeColor ?? undefined;
  const kit = buildListingKit({
    appName,
    host: url.host,
    url: url.href,
    packageName,
    listing,
    screenshots,
    ...(theme ? { themeColor: theme } : {}),
    ...(site?.backgroundColor ? { backgroundColor: site.backgroundColor } : {}),
    ...(icon ? { icon } : {}),
  });
  mkdirSync(input.out, { recursive: true });
  const write = (name: string, bytes: Uint8Array | string) => {
    writeFileSync(join(input.out, name), bytes);
    return join(input.out, name);
  };
  out(`${write(KIT_FILES.icon, kit.icon)}  ${PLAY_ICON_SIZE}x${PLAY_ICON_SIZE} PNG, 32-bit`);
  out(
    `${write(KIT_FILES.featureGraphic, kit.featureGraphic)}  ${FEATURE_GRAPHIC_SIZE.width}x${FEATURE_GRAPHIC_SIZE.height} PNG, 24-bit, no alpha`,
  );
  out(`${write(KIT_FILES.listing, kit.listingJson)}  title "${listing.title}", package ${packageName}`);
  out(write(KIT_FILES.guide, kit.guide));
  if (screenshots.length) {
    mkdirSync(join(input.out, 'screenshots'), { recursive: true });
    screenshots.forEach((shot, index) =>
      write(`screenshots/phone-${index + 1}.${shot.format === 'png' ? 'png' : 'jpg'}`, shot.bytes),
    );
  }
  out(`${write('listing-kit.zip', kit.zip)}  everything above, zipped`);
  const todo = (JSON.parse(kit.listingJson) as { stillToDo: string[] }).stillToDo;
  for (const item of todo) out(`still to do: ${item}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`listing: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
