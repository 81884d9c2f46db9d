import { EXTRA_HOST_MESSAGES } from '@contracts/extra-hosts';
import { PACKAGE_MESSAGES } from '@contracts/packages';
import { describe, expect, it } from 'vitest';
import { describeApkFailure, targetOf } from './apk-refusal';

const FALLBACK = 'APK generation failed. Please try again.';

describe('describeApkFailure (docs/product.md §2 "APK form": refusals beside their control)', () => {
  it.each([
    ['Icon too large. Please upload an image of at most 2048x2048 pixels.', 'icon'],
    ['Icon too large. Please upload an image under 200KB.', 'icon'],
    ['Invalid file format. Please upload a PNG or JPG image.', 'icon'],
    ['The icon could not be read. Please upload a valid PNG or JPG image.', 'icon'],
    [PACKAGE_MESSAGES.confirmationRequired, 'ownership'],
    [PACKAGE_MESSAGES.claimedByAnother('com.shop.app'), 'packageName'],
    [PACKAGE_MESSAGES.noDefaultLeft, 'packageName'],
    ['Package names starting with com.google. are reserved. Google Play does not accept them.', 'packageName'],
    ['Please enter a valid URL.', 'url'],
    ['URL must start with http:// or https://', 'url'],
    ['App name must be at most 100 characters.', 'appName'],
    ['Theme colour must be a hex colour like #0a7a5c.', 'options'],
    ['Version name must be at most 100 characters.', 'options'],
    ['pull-to-refresh must be true or false.', 'options'],
    [EXTRA_HOST_MESSAGES.notList, 'extraHosts'],
    [EXTRA_HOST_MESSAGES.tooMany, 'extraHosts'],
    [EXTRA_HOST_MESSAGES.empty, 'extraHosts'],
    [EXTRA_HOST_MESSAGES.notHost('pay example'), 'extraHosts'],
    [EXTRA_HOST_MESSAGES.notHttps('http://pay.example.com'), 'extraHosts'],
    [EXTRA_HOST_MESSAGES.ipAddress('10.0.0.7'), 'extraHosts'],
    [EXTRA_HOST_MESSAGES.shared('co.in'), 'extraHosts'],
    [EXTRA_HOST_MESSAGES.identityProvider('accounts.google.com'), 'extraHosts'],
    ['You have reached the limit of 10 free builds per hour. Please try again in 12 minutes.', 'form'],
    ["Apps named after HDFC Bank can only be built from HDFC Bank's own website.", 'form'],
  ])('%s -> %s', (message, target) => {
    expect(targetOf(message)).toBe(target);
  });

  it('a 4xx with the server sentence is a refusal: no "try again" toast beside it', () => {
    expect(
      describeApkFailure(400, 'Icon too large. Please upload an image of at most 2048x2048 pixels.', FALLBACK),
    ).toEqual({
      message: 'Icon too large. Please upload an image of at most 2048x2048 pixels.',
      target: 'icon',
      refusal: true,
    });
    expect(
      describeApkFailure(
        429,
        'You have reached the limit of 10 free builds per hour. Please try again in 3 minutes.',
        FALLBACK,
      ).refusal,
    ).toBe(true);
    expect(
      describeApkFailure(
        403,
        'This account can no longer build or download apps because it was reported for abuse. Please contact support.',
        FALLBACK,
      ).refusal,
    ).toBe(true);
  });

  it("the worker's time and memory limits refuse the icon, whatever their status", () => {
    const slow =
      'The build took longer than 20 seconds and was stopped. Please upload a smaller PNG or JPG icon and try again.';
    expect(describeApkFailure(504, slow, FALLBACK)).toEqual({ message: slow, target: 'icon', refusal: true });
  });

  it('a failure on our side or on the way may work next time: the toast says to try again', () => {
    expect(describeApkFailure(500, 'Something went wrong on our side. Please try again.', FALLBACK).refusal).toBe(
      false,
    );
    expect(describeApkFailure(503, 'The server is restarting. Please try again in a moment.', FALLBACK).refusal).toBe(
      false,
    );
    expect(describeApkFailure(null, null, FALLBACK)).toEqual({ message: FALLBACK, target: 'form', refusal: false });
  });
});
