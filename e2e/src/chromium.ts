import { chromium, type Browser } from 'playwright-core';

/**
 * Flags for Debian's Chromium on an offline machine: without the networking ones it keeps calling Google's
 * hosts, and as root it needs --no-sandbox. playwright-core gives every launch a fresh temporary profile.
 */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: FLAGS, headless: true });
}
