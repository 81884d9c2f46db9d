import { HANDLE_ALL_URLS, normalizeSha256Fingerprint } from '../../contracts/asset-links.js';
import { packageNameProblem } from '../../contracts/package-name.js';
import { listingTextIssues, screenshotCountIssue, type ListingText } from '../../contracts/play-listing.js';
import { PLAY_TARGET_SDK_REQUIRED, type PreflightCheck } from '../../contracts/publishing.js';
import type { AppFingerprints } from '../app-fingerprints.js';
import { pageSignals, type FetchOutcome } from './site-signals.js';

/** Everything the preflight fetched and knows, so the verdicts below are pure (and tested without a network). */
export interface PreflightFacts {
  startUrl: string;
  start: FetchOutcome;
  privacy: FetchOutcome | null;
  deletion: FetchOutcome | null;
  assetLinksUrl: string;
  assetLinks: FetchOutcome;
  packageName: string;
  fingerprints: AppFingerprints;
  targetSdk: number;
  listing: ListingText;
  screenshots: number;
  /** http is accepted for loopback test sites in the emulator only (as the frame check allows their ports). */
  allowHttp: boolean;
}

const pass = (id: PreflightCheck['id'], label: string, detail: string): PreflightCheck => ({
  id,
  label,
  status: 'pass',
  detail,
});
const fail = (id: PreflightCheck['id'], label: string, detail: string, fix: string): PreflightCheck => ({
  id,
  label,
  status: 'fail',
  detail,
  fix,
});

const isHttps = (url: string, allowHttp: boolean) =>
  url.startsWith('https://') || (allowHttp && url.startsWith('http://'));
const answered = (outcome: FetchOutcome) =>
  outcome.status === 0 ? `did not answer (${outcome.error ?? 'no answer'})` : `answers ${outcome.status}`;

function startCheck(facts: PreflightFacts, signals: ReturnType<typeof pageSignals>): PreflightCheck {
  const label = 'Start page';
  const { start } = facts;
  if (!isHttps(facts.startUrl, facts.allowHttp) || !isHttps(start.finalUrl, facts.allowHttp))
    return fail(
      'start-url',
      label,
      `${facts.startUrl} is not served over https.`,
      'Serve your site over https: Play and Android expect it.',
    );
  if (start.status < 200 || start.status > 299)
    return fail(
      'start-url',
      label,
      `${facts.startUrl} ${answered(start)}.`,
      'Make the start page answer 200 with your site, then run the preflight again.',
    );
  if (signals.loginWall)
    return fail(
      'start-url',
      label,
      `The start page asks people to sign in (${start.finalUrl}).`,
      'Let the start page open without signing in, or give Play’s reviewers a test account in Play Console (App content > App access) and make the start page a public one.',
    );
  return pass('start-url', label, `${facts.startUrl} answers ${start.status} over https, without a login wall.`);
}

function pageCheck(
  id: 'privacy-policy' | 'account-deletion',
  label: string,
  url: string,
  page: FetchOutcome,
  allowHttp: boolean,
): PreflightCheck {
  if (!isHttps(url, allowHttp))
    return fail(id, label, `${url} is not an https address.`, 'Use the https address of the page.');
  if (page.status < 200 || page.status > 299)
    return fail(
      id,
      label,
      `${url} ${answered(page)}.`,
      'Publish the page at that address (anyone must be able to open it), or correct the URL in the listing.',
    );
  if (!/html/i.test(page.contentType))
    return fail(
      id,
      label,
      `${url} is not a web page (${page.contentType || 'no content type'}).`,
      'Link an HTML page, not a PDF or a file to download.',
    );
  return pass(id, label, `${url} is a web page anyone can open.`);
}

/** The statement for our package in an assetlinks.json, and the fingerprints it lists (normalised). */
function statementFingerprints(body: string, packageName: string): string[] | 'invalid' | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(parsed)) return 'invalid';
  const ours = parsed.filter(
    (statement: { relation?: unknown; target?: { namespace?: unknown; package_name?: unknown } }) =>
      Array.isArray(statement?.relation) &&
      statement.relation.includes(HANDLE_ALL_URLS) &&
      statement.target?.namespace === 'android_app' &&
      statement.target.package_name === packageName,
  ) as Array<{ target: { sha256_cert_fingerprints?: unknown } }>;
  if (ours.length === 0) return null;
  return ours.flatMap((statement) =>
    Array.isArray(statement.target.sha256_cert_fingerprints)
      ? statement.target.sha256_cert_fingerprints.map((value) => normalizeSha256Fingerprint(String(value)) ?? '')
      : [],
  );
}

function assetLinksCheck(facts: PreflightFacts): PreflightCheck {
  const label = 'Digital Asset Links';
  const { assetLinks, assetLinksUrl, packageName, fingerprints } = facts;
  const serve =
    'Serve the assetlinks.json shown in Request Details at that address (Your files > Digital Asset Links).';
  if (assetLinks.status !== 200) return fail('asset-links', label, `${assetLinksUrl} ${answered(assetLinks)}.`, serve);
  const listed = statementFingerprints(assetLinks.body, packageName);
  if (listed === 'invalid')
    return fail('asset-links', label, `${assetLinksUrl} is not a JSON list of statements.`, serve);
  if (listed === null)
    return fail('asset-links', label, `${assetLinksUrl} has no statement for ${packageName}.`, serve);
  if (fingerprints.upload && !listed.includes(fingerprints.upload))
    return fail('asset-links', label, `It does not list your upload key’s fingerprint ${fingerprints.upload}.`, serve);
  if (fingerprints.playSigning && !listed.includes(fingerprints.playSigning))
    return fail(
      'asset-links',
      label,
      `It does not list Play’s app-signing fingerprint ${fingerprints.playSigning}.`,
      serve,
    );
  if (!fingerprints.playSigning)
    return {
      id: 'asset-links',
      label,
      status: 'warn',
      detail: `It lists ${packageName} with your upload key. Play’s app-signing fingerprint is not known yet.`,
      fix: 'After the first upload, copy the SHA-256 of the app signing key (Play Console > Test and release > App integrity) into Request Details, then serve the file again with both.',
    };
  return pass('asset-links', label, `It lists ${packageName} with both fingerprints (upload and Play signing).`);
}

/** Every check, each with a plain result and, when it is not a pass, the fix (docs/product.md "Publishing"). */
export function evaluatePreflight(facts: PreflightFacts): PreflightCheck[] {
  const signals = pageSignals(facts.start);
  const checks: PreflightCheck[] = [startCheck(facts, signals)];
  const privacyUrl = facts.listing.privacyPolicyUrl.trim();
  checks.push(
    !privacyUrl || !facts.privacy
      ? fail(
          'privacy-policy',
          'Privacy policy',
          'The listing has no privacy policy URL.',
          'Add your privacy policy’s address to the listing: Play requires one for every app.',
        )
      : pageCheck('privacy-policy', 'Privacy policy', privacyUrl, facts.privacy, facts.allowHttp),
  );
  const deletionUrl = facts.listing.accountDeletionUrl.trim();
  if (deletionUrl && facts.deletion)
    checks.push(pageCheck('account-deletion', 'Account deletion', deletionUrl, facts.deletion, facts.allowHttp));
  else if (signals.hasSignUp)
    checks.push(
      fail(
        'account-deletion',
        'Account deletion',
        'Your site lets people sign up, but the listing has no account-deletion URL.',
        'Add a page where people can ask to delete their account and its data, and give its address in the listing.',
      ),
    );
  else
    checks.push(
      pass(
        'account-deletion',
        'Account deletion',
        'Your start page offers no sign-up, so Play asks for no account-deletion page.',
      ),
    );
  checks.push(assetLinksCheck(facts));
  const problem = packageNameProblem(facts.packageName);
  checks.push(
    problem
      ? fail(
          'package-name',
          'Package name',
          problem,
          'Ask support for a package name of your own: a published app’s id can never change.',
        )
      : pass(
          'package-name',
          'Package name',
          `${facts.packageName} is a valid id that Play accepts (not a reserved name).`,
        ),
  );
  checks.push(
    facts.targetSdk >= PLAY_TARGET_SDK_REQUIRED
      ? pass(
          'target-api',
          'Target API',
          `The app targets API ${facts.targetSdk}; Play requires ${PLAY_TARGET_SDK_REQUIRED} or higher.`,
        )
      : fail(
          'target-api',
          'Target API',
          `The app targets API ${facts.targetSdk}; Play requires ${PLAY_TARGET_SDK_REQUIRED}.`,
          'Build the app again: new builds target the current API level.',
        ),
  );
  // The two pages have checks of their own above.
  const issues = [
    ...listingTextIssues(facts.listing, false, facts.allowHttp).filter(
      (issue) => issue.field !== 'privacyPolicyUrl' && issue.field !== 'accountDeletionUrl',
    ),
    screenshotCountIssue(facts.screenshots),
  ].filter((issue) => issue !== null);
  checks.push(
    issues.length
      ? fail(
          'listing',
          'Store listing',
          issues.map((issue) => issue.message).join(' '),
          'Complete the listing below, then run the preflight again.',
        )
      : pass(
          'listing',
          'Store listing',
          `The texts, contact email and ${facts.screenshots} screenshots are within Play’s limits.`,
        ),
  );
  return checks;
}
