import { describe, expect, it } from 'vitest';
import { brandWarning } from './brand-warning';

describe('brandWarning', () => {
  it("says the server's refusal for a brand named off its own site", () => {
    expect(brandWarning({ url: 'https://kyc-update.example.com', appName: 'Paytm KYC', packageName: '' })).toBe(
      "Apps named after Paytm can only be built from Paytm's own website.",
    );
    expect(brandWarning({ url: 'sbi-rewards.example.in', appName: '', packageName: '' })).toBe(
      "Apps named after State Bank of India can only be built from State Bank of India's own website.",
    );
    expect(brandWarning({ url: 'https://x.example.com', appName: 'Shop', packageName: 'com.phonepe.offers' })).toBe(
      "Apps named after PhonePe can only be built from PhonePe's own website.",
    );
  });

  it("stays quiet on the brand's own site, for ordinary names and before a URL is typed", () => {
    expect(brandWarning({ url: 'https://m.paytm.com', appName: 'Paytm', packageName: '' })).toBeNull();
    expect(brandWarning({ url: 'https://services.uidai.gov.in', appName: 'Aadhaar', packageName: '' })).toBeNull();
    expect(brandWarning({ url: 'https://eyesbank.org', appName: 'Eyes Bank', packageName: '' })).toBeNull();
    expect(brandWarning({ url: '', appName: 'Paytm', packageName: '' })).toBeNull();
  });
});
