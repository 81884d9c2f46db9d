import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreflightCheck } from '../../contracts/publishing.js';
import { appFingerprints } from '../app-fingerprints.js';
import { publishingOpen } from '../open-publishing.js';
import { publishingPreflight } from '../preflight/publishing-preflight.js';
import { pageSignals } from '../preflight/site-signals.js';
import { owner, OWNER, publishingWorld, REQUEST_ID, type PublishingWorld } from './publishing-world.js';

let world: PublishingWorld;
let packageName: string;
let upload: string;
const PLAY = `9A:${'BC:'.repeat(30)}DE`;

beforeEach(async () => {
  world = await publishingWorld();
  await publishingOpen(world.deps, owner, { requestId: REQUEST_ID });
  packageName = (await world.record()).packageName;
  upload = (await appFingerprints(world.deps.db, OWNER, REQUEST_ID, packageName)).upload!;
});
afterEach(() => world.stop());

async function checks(): Promise<Record<string, PreflightCheck>> {
  const result = await publishingPreflight(world.deps, owner, { requestId: REQUEST_ID });
  return Object.fromEntries(result.checks.map((check) => [check.id, check]));
}

describe('the preflight against local test sites (docs/product.md "Publishing")', () => {
  it('passes a site that serves assetlinks.json with the upload fingerprint, and warns until Play’s is known', async () => {
    world.serveAssetLinks(packageName, [upload]);
    const result = await checks();
    expect(result['start-url']).toMatchObject({ status: 'pass' });
    expect(result['privacy-policy']).toMatchObject({
      status: 'pass',
      detail: `${world.site.url}/privacy is a web page anyone can open.`,
    });
    expect(result['account-deletion']).toMatchObject({ status: 'pass' });
    expect(result['asset-links']).toMatchObject({ status: 'warn' });
    expect(result['package-name']).toMatchObject({ status: 'pass' });
    expect(result['target-api']).toMatchObject({
      status: 'pass',
      detail: 'The app targets API 36; Play requires 36 or higher.',
    });
    // No screenshots yet: the only failing check, with its fix.
    expect(result.listing).toMatchObject({
      status: 'fail',
      detail: 'Please add at least 2 phone screenshots (you have 0).',
    });
    await world.deps.db.set(`requests/${OWNER}/${REQUEST_ID}/playSigningSha256`, PLAY);
    world.serveAssetLinks(packageName, [upload, PLAY]);
    expect((await checks())['asset-links']).toMatchObject({
      status: 'pass',
      detail: `It lists ${packageName} with both fingerprints (upload and Play signing).`,
    });
  });

  it('fails assetlinks.json with a wrong fingerprint, without our package, or missing; each with the fix', async () => {
    await world.deps.db.set(`requests/${OWNER}/${REQUEST_ID}/playSigningSha256`, PLAY);
    world.serveAssetLinks(packageName, [upload, `00:${'11:'.repeat(30)}22`]);
    expect((await checks())['asset-links']).toMatchObject({
      status: 'fail',
      detail: `It does not list Play’s app-signing fingerprint ${PLAY}.`,
      fix: expect.stringContaining('Serve the assetlinks.json shown in Request Details'),
    });
    world.serveAssetLinks('com.someone.else', [upload, PLAY]);
    expect((await checks())['asset-links']).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining(`has no statement for ${packageName}`),
    });
    world.site.pages.delete('/.well-known/assetlinks.json');
    expect((await checks())['asset-links']).toMatchObject({
      status: 'fail',
      detail: `${world.site.url}/.well-known/assetlinks.json answers 404.`,
    });
  });

  it('fails a privacy policy that answers 404 or is not a page, and a login wall', async () => {
    world.site.pages.set('/privacy', { status: 404, type: 'text/html', body: 'gone' });
    expect((await checks())['privacy-policy']).toMatchObject({
      status: 'fail',
      detail: `${world.site.url}/privacy answers 404.`,
    });
    world.site.pages.set('/privacy', { status: 200, type: 'application/pdf', body: '%PDF' });
    expect((await checks())['privacy-policy']).toMatchObject({
      status: 'fail',
      fix: 'Link an HTML page, not a PDF or a file to download.',
    });
    world.site.pages.set('/', {
      status: 200,
      type: 'text/html',
      body: '<form><input name="u"><input type="password" name="p"></form><a href="/privacy">Privacy</a>',
    });
    expect((await checks())['start-url']).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('asks people to sign in'),
    });
  });

  it('asks for an account-deletion page when the site offers sign-up', async () => {
    world.site.pages.set('/', {
      status: 200,
      type: 'text/html',
      body: '<a href="/privacy">Privacy</a> <a href="/register">Create an account</a>',
    });
    expect((await checks())['account-deletion']).toMatchObject({
      status: 'fail',
      detail: 'Your site lets people sign up, but the listing has no account-deletion URL.',
    });
  });

  it('fetches only through the SSRF guard: outside the emulator a loopback site does not answer at all', async () => {
    world.deps.allowLoopback = false;
    world.serveAssetLinks(packageName, [upload]);
    const result = await checks();
    expect(result['start-url']).toMatchObject({ status: 'fail' });
    expect(result['start-url']!.detail).toMatch(/is not served over https|did not answer/);
    expect(result['asset-links']!.detail).toContain('did not answer');
  });
});

describe('what a page says about Play’s rules', () => {
  const page = (body: string, finalUrl = 'https://shop.example.in/') =>
    pageSignals({ status: 200, finalUrl, contentType: 'text/html', body });
  it('finds privacy and deletion links, sign-up, and login walls', () => {
    expect(
      page(
        '<a href="/legal/privacy-policy">Privacy</a><a href="/account/delete">Delete your account</a><a href="/signup">Sign up</a>',
      ),
    ).toEqual({
      loginWall: false,
      hasSignUp: true,
      privacyPolicyUrl: 'https://shop.example.in/legal/privacy-policy',
      accountDeletionUrl: 'https://shop.example.in/account/delete',
    });
    expect(page('<p>Shop</p>', 'https://shop.example.in/login?next=/').loginWall).toBe(true);
    expect(page('<!-- <a href="/register">Register</a> --><script>"<a href=/signup>"</script>').hasSignUp).toBe(false);
  });
});
