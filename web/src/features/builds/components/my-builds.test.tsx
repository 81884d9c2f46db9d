import { buildRecord, FIXTURE_TIME } from '@contracts/__fixtures__/records';
import type { BuildRecord } from '@contracts/builds';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { toBuildGroups } from '../lib/to-build-groups';
import { MyBuilds } from './my-builds';

const api = vi.hoisted(() => ({ downloadFile: vi.fn<(input: unknown, fileName: string) => Promise<void>>() }));
vi.mock('@/lib/download-link', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/download-link')>()),
  downloadFile: api.downloadFile,
}));

const record = (appName: string, packageName: string, versionCode: number, extra: Partial<BuildRecord> = {}) =>
  buildRecord({
    appName,
    packageName,
    versionCode,
    versionName: `1.0.${versionCode}`,
    fileName: `${appName.replace(/ /g, '_')}.apk`,
    createdAt: FIXTURE_TIME + versionCode * 60_000,
    ...extra,
  });

const ready = (value: unknown) => ({ status: 'ready' as const, value: toBuildGroups(value) });

describe('<MyBuilds> (docs/product.md "My builds")', () => {
  beforeEach(() => {
    api.downloadFile.mockReset();
    vi.spyOn(toast, 'error');
  });

  it('says loading, then that there are no builds yet, or that the list failed', () => {
    const { rerender } = render(<MyBuilds state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading your builds');
    rerender(<MyBuilds state={ready(null)} />);
    expect(screen.getByText('No builds yet. Generate a free APK and it appears here.')).toBeTruthy();
    rerender(<MyBuilds state={{ status: 'error', message: 'permission_denied' }} />);
    expect(screen.getByText('Failed to load your builds')).toBeTruthy();
  });

  it('lists the last builds per app, newest first, with version, date and size', () => {
    render(
      <MyBuilds
        state={ready({
          b1: record('Shop', 'in.shop.app', 1),
          b2: record('Shop', 'in.shop.app', 2),
          b3: record('Cafe', 'in.cafe.app', 1, { createdAt: 1_700_000_000_000 }),
          b4: record('Shop', 'in.shop.app', 3),
          b5: record('Shop', 'in.shop.app', 4),
        })}
      />,
    );
    const region = screen.getByRole('region', { name: 'My builds' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Shop', 'Cafe']);
    const shop = within(region).getByRole('list', { name: 'Builds of Shop' });
    const rows = within(shop).getAllByTestId('my-build');
    expect(rows.map((row) => row.getAttribute('data-build-id'))).toEqual(['b5', 'b4', 'b2']);
    expect(rows[0]?.textContent).toContain('versionCode 41.0.4');
    expect(rows[0]?.textContent).toContain('30.0 KB');
    expect(rows[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(1_790_000_240_000).toISOString());
    expect(region.textContent).toContain('1 older build not shown.');
  });

  it('downloads a build again through a new link at every click', async () => {
    api.downloadFile.mockResolvedValue();
    render(<MyBuilds state={ready({ b1: record('Shop', 'in.shop.app', 1) })} />);
    const button = screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' });
    await act(async () => fireEvent.click(button));
    await act(async () => fireEvent.click(button));
    expect(api.downloadFile.mock.calls).toEqual([
      [{ buildId: 'b1' }, 'Shop.apk'],
      [{ buildId: 'b1' }, 'Shop.apk'],
    ]);
  });

  it('says a build is no longer available when its record is marked, or when the server says so', async () => {
    render(
      <MyBuilds
        state={ready({
          b1: record('Shop', 'in.shop.app', 1, { expiredAt: 1 }),
          b2: record('Shop', 'in.shop.app', 2),
        })}
      />,
    );
    const gone = 'This build is no longer available. Please generate the APK again.';
    const [newest, oldest] = screen.getAllByTestId('my-build');
    expect(oldest?.textContent).toContain(
      'This build was removed 30 days after it was made. Please generate the APK again.',
    );
    expect(within(oldest!).queryByRole('button')).toBeNull();

    api.downloadFile.mockRejectedValueOnce(Object.assign(new Error(gone), { code: 'functions/not-found' }));
    await act(async () => fireEvent.click(within(newest!).getByRole('button', { name: 'Download APK: Shop 1.0.2' })));
    expect(newest?.textContent).toContain(gone);
    expect(toast.error).not.toHaveBeenCalled();

    api.downloadFile.mockReset();
  });

  // docs/product.md §2 "Where refusals appear": any other refusal under the button, focused, no "try again" toast.
  it('shows any other refusal of the server under the button, focused, without a toast, and keeps the button', async () => {
    const revoked =
      'This account can no longer build or download apps because it was reported for abuse. Please contact support.';
    api.downloadFile.mockRejectedValueOnce(Object.assign(new Error(revoked), { code: 'functions/permission-denied' }));
    render(<MyBuilds state={ready({ b1: record('Shop', 'in.shop.app', 1) })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' })));
    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(revoked);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' })).toBeTruthy();
  });

  it('reports a failure on the way as a failed download, and keeps the button', async () => {
    api.downloadFile.mockRejectedValueOnce(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    render(<MyBuilds state={ready({ b1: record('Shop', 'in.shop.app', 1) })} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' })));
    expect(toast.error).toHaveBeenCalledWith('Download failed. Please try again.');
    expect(screen.getByRole('button', { name: 'Download APK: Shop 1.0.1' })).toBeTruthy();
  });
});
