import { propertyCount } from '@apkforge/test-kit';
import { describe, expect, it } from 'vitest';
import { checkApks, type ApkUnderTest } from '../../__tests__/support/apk-expectations.js';
import { checkBundles, type BundleUnderTest } from '../../__tests__/support/bundle-expectations.js';
import { Random, randomAppName, randomColor, randomUrl } from '../../__tests__/support/random.js';
import { randomImageSpec, testImage } from '../../__tests__/support/test-images.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { readZip } from '../../core/zip/zip-reader.js';
import { buildApk, buildBundle, type AppConfig } from '../../index.js';
import { parse } from 'tldts';
import { reservedPrefixOf } from '../../../contracts/package-name.js';
import { validatePackageName } from '../package-name.js';

// Extra hosts (the owner's payment, verification and other pages): real registrable domains, deep hosts, IDN, an
// https:// prefix as typed. Sign-in providers are refused (contracts/extra-hosts.ts).
const EXTRA_HOSTS = [
  'https://kyc.example-verify.in/',
  'api.razorpay.com',
  'checkout.stripe.com',
  'secure.paytm.in',
  'login.bücher.example',
];

// 200 in every run and in CI; `npm test -- --quick` asks for 20 (APKFORGE_PROPERTY_COUNT).
const COUNT = propertyCount();
const seed = Number(process.env.APKFORGE_PROPERTY_SEED ?? 20261122);

async function randomConfig(random: Random): Promise<AppConfig> {
  const config: AppConfig = { url: randomUrl(random), appName: randomAppName(random) };
  if (random.chance(0.3)) config.themeColor = randomColor(random);
  if (random.chance(0.2)) config.backgroundColor = randomColor(random);
  if (random.chance(0.2)) config.orientation = random.pick(['any', 'portrait', 'landscape'] as const);
  if (random.chance(0.3))
    config.permissions = { camera: random.chance(0.5), microphone: random.chance(0.5), location: random.chance(0.5) };
  if (random.chance(0.2)) config.versionCode = random.int(1, 2_100_000_000);
  if (random.chance(0.2))
    config.labels = Object.fromEntries(
      random.pick([['hi'], ['ar', 'he'], ['pt-BR', 'zh-Hant-TW', 'es-419']]).map((tag) => [tag, randomAppName(random)]),
    );
  if (random.chance(0.45)) config.icon = await testImage(randomImageSpec(random), random.int(1, 99));
  // The builder's options: extra hosts, the adaptive icon's background, an explicit version name.
  if (random.chance(0.25))
    config.extraHosts = EXTRA_HOSTS.filter(() => random.chance(0.4)).concat(
      random.chance(0.5) ? ['Pay.Example.COM.'] : [],
    );
  if (random.chance(0.2)) config.iconBackgroundColor = randomColor(random);
  if (random.chance(0.2)) config.pullToRefresh = false;
  if (random.chance(0.15)) config.versionName = random.pick(['2.0', '1.0-beta (7)', 'v'.repeat(100), 'नया']);
  // The functions give every app its notification feed.
  if (random.chance(0.6))
    config.notificationFeedUrl = `https://apkforge.example/api/apps/p${random.int(1, 999)}/notifications`;
  return config;
}

describe(`property: ${COUNT} random configs (seed ${seed}, set APKFORGE_PROPERTY_SEED to replay, APKFORGE_PROPERTY_COUNT for another count)`, () => {
  it('every APK and App Bundle builds and passes every check', async () => {
    const random = new Random(seed);
    const key = testKey();
    const apks: (ApkUnderTest & { config: AppConfig })[] = [];
    const bundles: BundleUnderTest[] = [];
    for (let i = 0; i < COUNT; i++) {
      const config = await randomConfig(random);
      const built = await buildApk(config, key);
      expect(() => validatePackageName(built.packageName)).not.toThrow();
      // A derived id never lands in a namespace Play refuses (docs/shell-contract.md "Package ids").
      expect(reservedPrefixOf(built.packageName)).toBeNull();
      if (config.versionName === undefined) expect(built.versionName).toBe(`1.0.${built.versionCode}`);
      const json = JSON.parse(new TextDecoder().decode(readZip(built.bytes).get('assets/config.json')));
      expect(json.startUrl).toBe(new URL(config.url).href);
      // The site is the start host's registrable domain (private suffixes count), or that host alone.
      const host = new URL(config.url).hostname.replace(/\.$/, '');
      const site = parse(host, { allowPrivateDomains: true });
      expect(json.hosts).toEqual([site.isIp ? host : (site.domain ?? `=${host}`)]);
      expect(json.cleartextHosts?.includes(host) ?? false).toBe(config.url.startsWith('http:'));
      const label = config.appName.normalize('NFC').trim();
      apks.push({ bytes: built.bytes, packageName: built.packageName, versionCode: built.versionCode, label, config });
      const bundle = await buildBundle(config, key);
      expect(bundle.certificateSha256).toBe(built.certificateSha256);
      bundles.push({
        bytes: bundle.bytes,
        apk: built.bytes,
        packageName: bundle.packageName,
        versionCode: bundle.versionCode,
        label,
      });
    }
    const describe = (i: number) => ({ index: i, url: apks[i]!.config.url, name: apks[i]!.config.appName });
    const apkResults = await checkApks(apks);
    const bundleResults = await checkBundles(bundles);
    const failures = [
      ...apkResults.flatMap((issues, i) => (issues.length ? [{ ...describe(i), apk: issues }] : [])),
      ...bundleResults.flatMap((issues, i) => (issues.length ? [{ ...describe(i), bundle: issues }] : [])),
    ];
    expect(failures).toEqual([]);
  }, 900_000);
});
