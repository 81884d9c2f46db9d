import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Flags for Debian's Chromium on an offline machine: without them it keeps calling Google's hosts. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [...FLAGS, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'apkforge-e2e-'))}`],
    headless: true,
  });
}
