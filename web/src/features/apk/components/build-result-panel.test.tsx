import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import type { BuildResult } from '../lib/build-result';
import { BuildResultPanel } from './build-result-panel';

const api = vi.hoisted(() => ({
  downloadFile: vi.fn<(input: unknown, fileName: string) => Promise<void>>(),
  createDownloadLink: vi.fn(),
}));
vi.mock('@/lib/download-link', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/download-link')>()),
  downloadFile: api.downloadFile,
  createDownloadLink: api.createDownloadLink,
}));

const SHA = 'ab'.repeat(32);
const CERT = 'CD:'.repeat(31) + 'CD';
const build: BuildResult = {
  buildId: 'b1',
  appName: 'Masala Dosa Corner of Old Bengaluru',
  fileName: 'Masala_Dosa_Corner_of_Old_Bengaluru.apk',
  packageName: 'in.masaladosa.app',
  versionCode: 3,
  versionName: '1.0.3',
  size: 30_720,
  sha256: SHA,
  certificateSha256: CERT,
  icon: '',
  themeColor: '#0a7a5c',
};

function renderPanel(
  mint = vi.fn(async () => ({
    url: 'https://apkforge.test/api/builds/b1/download?token=q1',
    expiresAt: Date.now() + 60_000,
  })),
) {
  const onClose = vi.fn();
  render(<BuildResultPanel build={build} onClose={onClose} mintQrLink={mint} />);
  return { mint, onClose, region: screen.getByRole('region', { name: 'Your app is ready' }) };
}

describe('<BuildResultPanel> (docs/product.md "Build result")', () => {
  beforeEach(() => {
    api.downloadFile.mockReset();
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });
  afterEach(() => vi.useRealTimers());

  it('is a region headed "Your app is ready" that takes the focus, with the facts in human units', async () => {
    const { region } = renderPanel();
    expect(document.activeElement).toBe(region);
    const facts = Object.fromEntries(
      within(region)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Package: 'in.masaladosa.app',
      versionCode: '3',
      'Version name': '1.0.3',
      Size: '30.0 KB',
      'APK SHA-256': `${SHA}Copy`,
      'Signing certificate SHA-256': `${CERT}Copy`,
    });
    expect(region.textContent).toContain('Masala Dosa Corner of Old Bengaluru is built and signed.');
    const steps = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual([
      'Allow installs from this source: when Android asks, tap Settings and allow your browser (or Files app) to install unknown apps.',
      'Open the file: tap the finished download, or find Masala_Dosa_Corner_of_Old_Bengaluru.apk in Downloads.',
      'Install: tap Install, then Open. Later builds of this app install over it as updates.',
    ]);
    await screen.findByRole('img', { name: 'QR code: a download link of Masala Dosa Corner of Old Bengaluru' });
  });

  it('copies each fingerprint with a button that says which', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy APK SHA-256' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy signing certificate SHA-256' })));
    expect(writeText.mock.calls).toEqual([[SHA], [CERT]]);
    expect(toast.success).toHaveBeenCalledWith('Copied to the clipboard.');
  });

  it('encodes a link of its own in the QR code, says until when, and offers a new one once it expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    let n = 0;
    const mint = vi.fn(async () => ({
      url: `https://apkforge.test/api/builds/b1/download?token=q${++n}`,
      expiresAt: Date.now() + 15 * 60_000,
    }));
    renderPanel(mint);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const qr = screen.getByTestId('qr-code');
    expect(mint).toHaveBeenCalledWith('b1');
    expect(qr.getAttribute('data-value')).toBe('https://apkforge.test/api/builds/b1/download?token=q1');
    expect(screen.getByTestId('qr-expiry').textContent).toMatch(/^This code works until \d{1,2}:\d{2}/);
    expect(screen.queryByRole('button', { name: 'New QR code' })).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.getByText('This QR code has expired.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New QR code' })));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(mint).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('qr-code').getAttribute('data-value')).toBe(
      'https://apkforge.test/api/builds/b1/download?token=q2',
    );
  });

  it('downloads through a fresh link, and says so when the build is gone', async () => {
    const { region } = renderPanel();
    api.downloadFile.mockResolvedValueOnce();
    const download = within(region).getByRole('button', { name: `Download APK: ${build.fileName}` });
    await act(async () => fireEvent.click(download));
    expect(api.downloadFile).toHaveBeenCalledWith({ buildId: 'b1' }, build.fileName);
    expect(toast.success).toHaveBeenCalledWith('Download started.');

    const gone = Object.assign(new Error('This build is no longer available. Please generate the APK again.'), {
      code: 'functions/not-found',
    });
    api.downloadFile.mockRejectedValueOnce(gone);
    await act(async () => fireEvent.click(download));
    expect(region.textContent).toContain('This build is no longer available. Please generate the APK again.');
    expect(within(region).queryByRole('button', { name: /^Download APK/ })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('closes with Close', () => {
    const { onClose } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
