import { describe, expect, it } from 'vitest';
import { localBrandGuard } from './local-brand-guard.js';
import { PROTECTED_BRANDS } from '../contracts/brand-names.js';

const guard = localBrandGuard();
const check = (url: string, appName: string, packageName = 'com.example.app') =>
  guard.check({ url, appName, packageName });

describe('localBrandGuard', () => {
  it.each([
    ['the app name', 'https://my-blog.example.com', 'Paytm KYC Update', 'com.example.app', 'Paytm'],
    ['the host', 'https://paytm-kyc-update.com', 'Wallet', 'com.example.app', 'Paytm'],
    ['the package name', 'https://shop.example.in', 'Shop', 'in.example.phonepe.rewards', 'PhonePe'],
    ['a phrase as whole words', 'https://offers.example.com', 'SBI Rewards', 'com.example.app', 'State Bank of India'],
    ['a phrase glued together', 'https://yesbank-login.net', 'Login', 'com.example.app', 'Yes Bank'],
    ['upper case and separators', 'https://x.example.com', 'G-PAY cashback', 'com.example.app', 'Google Pay'],
    ['digit lookalikes', 'https://x.example.com', 'PAY7M Wallet', 'com.example.app', 'Paytm'],
    ['one for l', 'https://x.example.com', 'Paypa1 Login', 'com.example.app', 'PayPal'],
    ['zero for o', 'https://ph0nepe-offer.xyz', 'Offer', 'com.example.app', 'PhonePe'],
    ['a Cyrillic lookalike in an IDN host', 'https://xn--pytm-53d.com', 'Pay', 'com.example.app', 'Paytm'],
    ['diacritics', 'https://x.example.com', 'Āadhaar Seva Kendra', 'com.example.app', 'Aadhaar'],
    [
      'a government service',
      'https://x.example.com',
      'Income Tax e-Filing',
      'com.example.app',
      'Income Tax Department',
    ],
    ['a brand on a shared hosting suffix', 'https://hdfcbank.github.io', 'Net Banking', 'io.github.x', 'HDFC Bank'],
    ['a global brand', 'https://secure-paypal.example.org', 'Account', 'com.example.app', 'PayPal'],
  ])('refuses a brand named in %s, naming the brand', async (_where, url, appName, packageName, brand) => {
    const verdict = await check(url, appName, packageName);
    expect(verdict).toEqual({
      allowed: false,
      brand,
      reason: `Apps named after ${brand} can only be built from ${brand}'s own website.`,
    });
  });

  it.each([
    ['https://paytm.com', 'Paytm', 'com.paytm.app'],
    ['https://m.paytm.com/offers', 'Paytm', 'net.one97.paytm'],
    ['https://www.onlinesbi.sbi', 'YONO SBI', 'com.sbi.lotusintouch'],
    ['https://www.hdfcbank.com', 'HDFC Bank', 'com.snapwork.hdfc'],
    ['https://pay.google.com', 'Google Pay', 'com.google.android.apps.nbu.paisa.user'],
    ['https://myaadhaar.uidai.gov.in', 'mAadhaar', 'in.gov.uidai.maadhaarplus'],
    ['https://eportal.incometax.gov.in', 'Income Tax Department', 'in.gov.incometax'],
    ['https://services.state.nic.in', 'Aadhaar services', 'in.nic.state'],
  ])("allows the brand's own site %s", async (url, appName, packageName) => {
    expect(await check(url, appName, packageName)).toEqual({ allowed: true });
  });

  it.each([
    ['https://eyesbank.org', 'Eyes Bank', 'org.eyesbank.app'],
    ['https://jobsbihar.in', 'Jobs Bihar', 'in.jobsbihar'],
    ['https://stepforward.example.com', 'Step Forward', 'com.example.stepforward'],
    ['https://tezpur.example.in', 'Tezpur University', 'in.example.tezpur'],
    ['https://bigpayments.example.com', 'Big Payments', 'com.bigpayments.app'],
    ['https://visa-consultants.example.com', 'Visa Consultants', 'com.example.visa'],
    ['https://axislabs.io', 'Axis Labs', 'io.axislabs'],
    ['https://bhimsweets.in', 'Bhim Sweets', 'in.bhimsweets'],
    ['https://umangsharma.photo', 'Umang Sharma Photography', 'photo.umangsharma'],
    ['https://goibibo.com', 'Goibibo', 'com.goibibo'],
    ['https://stripe-tailors.example.com', 'Stripe Tailors', 'com.example.tailors'],
    ['https://www.example.com', 'Income Calculator', 'com.example.income'],
    ['https://shop.example.com', 'My Shop 101', 'com.example.shop101'],
    ['https://sbicycles.example.com', 'Sbi Cycles', 'com.example.cycles'],
  ])('does not flag the ordinary site %s', async (url, appName, packageName) => {
    const verdict = await check(url, appName, packageName);
    // Sbi Cycles is the one deliberate exception below: initials are whole words, and "Sbi" is one.
    if (appName === 'Sbi Cycles') expect(verdict).toMatchObject({ allowed: false, brand: 'State Bank of India' });
    else expect(verdict).toEqual({ allowed: true });
  });

  it('reads an injected list, so the data decides (and the committed list is well formed)', async () => {
    const custom = localBrandGuard([{ brand: 'Acme Pay', words: ['acmepay'], phrases: [], domains: ['acme.example'] }]);
    expect(await custom.check({ url: 'https://acme.example', appName: 'AcmePay', packageName: 'a.b' })).toEqual({
      allowed: true,
    });
    expect(await custom.check({ url: 'https://x.test', appName: 'Paytm', packageName: 'a.b' })).toEqual({
      allowed: true,
    });
    expect(await custom.check({ url: 'https://x.test', appName: 'acme-pay', packageName: 'a.b' })).toMatchObject({
      allowed: false,
      brand: 'Acme Pay',
    });
    for (const brand of PROTECTED_BRANDS) {
      expect(brand.domains.length, brand.brand).toBeGreaterThan(0);
      expect(brand.words.length + brand.phrases.length, brand.brand).toBeGreaterThan(0);
    }
  });
});
