import type { BuildRequestBody } from '@contracts/builds';
import { brandRefusalMessage, REVOKED_BUILDS_MESSAGE } from '@contracts/abuse';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { onAppEvent } from '@/lib/events';
import { toast } from '@/lib/toast';
import { MissingDownloadUrlError } from '../api/download-apk';
import { freeBuildsText, useFreeBuilds } from '../lib/free-builds';
import { type ApkGenerationDeps, useApkGeneration } from './use-apk-generation';

const body: BuildRequestBody = {
  url: 'https://shop.example.in',
  'app-name': 'My Shop',
  'owner-name': 'Asha',
  'contact-email': 'asha@example.com',
  'phone-number': '',
  userId: 'user-1',
};

function deps(request: ApkGenerationDeps['request']) {
  return { getIdToken: vi.fn(async () => 'id-token'), request: vi.fn(request), download: vi.fn() };
}

describe('useApkGeneration (docs/product.md §4, §8)', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success');
    vi.spyOn(toast, 'error');
  });

  it('follows the real request: preparing, then downloading, then done at 100', async () => {
    let release!: () => void;
    const d = deps(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ downloadUrl: '/api/builds/b1/download?token=t', buildId: 'b1' });
        }),
    );
    const built: string[] = [];
    const stop = onAppEvent('apk-generated', ({ buildId }) => built.push(buildId));
    const { result } = renderHook(() => useApkGeneration(d));
    let finished!: Promise<boolean>;
    act(() => {
      finished = result.current.generate(body);
    });
    await waitFor(() => expect(d.request).toHaveBeenCalled());
    expect(result.current.phase).toBe('generating');
    expect(result.current.statusText).toBe('Server Preparing APK... It will take few minutes...');
    expect(d.request.mock.calls[0]?.[1]).toBe('id-token');
    await act(async () => {
      release();
      await finished;
    });
    expect(result.current).toMatchObject({ phase: 'done', progress: 100, statusText: 'Downloading APK...' });
    expect(d.download).toHaveBeenCalledWith(`${window.location.origin}/api/builds/b1/download?token=t`, 'My_Shop.apk');
    expect(toast.success).toHaveBeenCalledWith('APK is downloading! Your app is ready to use.', { duration: 'sticky' });
    expect(built).toEqual(['b1']);
    // The result panel's facts: the answer's, with the icon the form sent (none here: the letter icon).
    expect(result.current.result).toEqual({ buildId: 'b1', appName: 'My Shop', fileName: 'My_Shop.apk', icon: '' });
    stop();
  });

  it('keeps what the answer says about the build for the result panel, and nothing without a build id', async () => {
    const answer = {
      downloadUrl: '/d',
      buildId: 'b2',
      appName: 'Shop',
      fileName: 'Shop.apk',
      size: 30_720,
      sha256: 'ab'.repeat(32),
      packageName: 'in.example.shop.app',
      versionCode: 3,
      versionName: '1.0.3',
      certificateSha256: 'AB:CD',
    };
    const { result } = renderHook(() => useApkGeneration(deps(async () => answer)));
    await act(() =>
      result.current.generate({ ...body, 'app-icon': 'data:image/png;base64,AA', 'theme-color': '#112233' }),
    );
    const { downloadUrl: _url, ...facts } = answer;
    expect(result.current.result).toEqual({ ...facts, icon: 'data:image/png;base64,AA', themeColor: '#112233' });

    const older = renderHook(() => useApkGeneration(deps(async () => ({ downloadUrl: '/d' }))));
    await act(() => older.result.current.generate(body));
    expect(older.result.current).toMatchObject({ phase: 'done', result: null });
  });

  it("saves the file under the server's name, and by the same rule when the answer has none", async () => {
    const named = deps(async () => ({ downloadUrl: '/d', fileName: 'shopexamplein.apk' }));
    const { result } = renderHook(() => useApkGeneration(named));
    await act(() => result.current.generate({ ...body, 'app-name': '' }));
    expect(named.download).toHaveBeenCalledWith(`${window.location.origin}/d`, 'shopexamplein.apk');

    const unnamed = deps(async () => ({ downloadUrl: '/d' }));
    const second = renderHook(() => useApkGeneration(unnamed));
    await act(() => second.result.current.generate({ ...body, 'app-name': 'Shop & Co' }));
    expect(unnamed.download).toHaveBeenCalledWith(`${window.location.origin}/d`, 'Shop_Co.apk');
  });

  it("tells the owner when the site's default package id went to another account", async () => {
    vi.spyOn(toast, 'info');
    const notice = 'com.shop.app is already used by another Apkforge account, so ...';
    const d = deps(async () => ({ downloadUrl: '/d', packageNotice: notice }));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(toast.info).toHaveBeenCalledWith(notice, { duration: 'sticky' });
  });

  it('keeps an absolute download URL as it is', async () => {
    const d = deps(async () => ({ downloadUrl: 'https://api.example.com/api/builds/b2/download?token=t' }));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(d.download).toHaveBeenCalledWith('https://api.example.com/api/builds/b2/download?token=t', 'My_Shop.apk');
  });

  it('shows the sticky failure toast with a cross mark, and the server detail, for a failure on our side', async () => {
    const d = deps(async () =>
      Promise.reject(new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.')),
    );
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(result.current.phase).toBe('failed');
    expect(result.current.detail).toBe('Something went wrong on our side. Please try again.');
    expect(result.current.failure).toMatchObject({ target: 'form', refusal: false });
    expect(toast.error).toHaveBeenCalledWith('APK generation failed. Please try again.', {
      duration: 'sticky',
      icon: 'cross',
    });
    expect(d.download).not.toHaveBeenCalled();
  });

  // The case: "Icon too large" also said "APK generation failed. Please try again.", the wrong advice.
  it('shows an invalid input beside its field and no toast: the same request fails again', async () => {
    const tooLarge = 'Icon too large. Please upload an image of at most 2048x2048 pixels.';
    const d = deps(async () => Promise.reject(new ApiError(400, 'invalid-argument', tooLarge)));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(result.current.failure).toEqual({ message: tooLarge, target: 'icon', refusal: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows only the limit sentence when the free builds are used up, no "Please try again" toast', async () => {
    const limit = 'You have reached the limit of 10 free builds per hour. Please try again in 12 minutes.';
    const d = deps(async () => Promise.reject(new ApiError(429, 'resource-exhausted', limit)));
    const { result } = renderHook(() => useApkGeneration(d));
    const freeBuilds = renderHook(() => useFreeBuilds('user-1'));
    await act(() => result.current.generate(body));
    expect(result.current.phase).toBe('failed');
    expect(result.current.detail).toBe(limit);
    expect(toast.error).not.toHaveBeenCalled();
    expect(freeBuilds.result.current?.left).toBe(0);
  });

  it('shows only the refusal when retrying cannot help: a protected brand, a revoked account', async () => {
    for (const refusal of [brandRefusalMessage('State Bank of India'), REVOKED_BUILDS_MESSAGE]) {
      vi.mocked(toast.error).mockClear();
      const d = deps(async () => Promise.reject(new ApiError(403, 'permission-denied', refusal)));
      const { result } = renderHook(() => useApkGeneration(d));
      await act(() => result.current.generate(body));
      expect(result.current.phase).toBe('failed');
      expect(result.current.detail).toBe(refusal);
      expect(toast.error).not.toHaveBeenCalled();
    }
  });

  it('keeps the failure toast for a refusal that explains nothing', async () => {
    const d = deps(async () => Promise.reject(new ApiError(403, 'permission-denied', '')));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(result.current.detail).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('APK generation failed. Please try again.', {
      duration: 'sticky',
      icon: 'cross',
    });
  });

  it('shows the daily limit the same way as the hourly one', async () => {
    const limit = 'You have reached the limit of 30 free builds per day. Please try again in 19 hours.';
    const d = deps(async () => Promise.reject(new ApiError(429, 'resource-exhausted', limit)));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(result.current.detail).toBe(limit);
    expect(toast.error).not.toHaveBeenCalled();
    expect(renderHook(() => useFreeBuilds('user-1')).result.current?.left).toBe(0);
  });

  it('remembers the free builds left this hour for the next opening of the form', async () => {
    const d = deps(async () => ({
      downloadUrl: '/api/builds/b3/download?token=t',
      buildId: 'b3',
      freeBuildsLeft: 7,
      freeBuildsPerHour: 10,
    }));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    const freeBuilds = renderHook(() => useFreeBuilds('user-1'));
    expect(freeBuilds.result.current).toEqual({ uid: 'user-1', left: 7, perHour: 10 });
    expect(freeBuildsText(freeBuilds.result.current!)).toBe('7 of 10 free builds left this hour.');
    expect(renderHook(() => useFreeBuilds('someone-else')).result.current).toBeNull();
  });

  it('reports a missing download URL', async () => {
    const d = deps(async () => Promise.reject(new MissingDownloadUrlError()));
    const { result } = renderHook(() => useApkGeneration(d));
    await act(() => result.current.generate(body));
    expect(toast.error).toHaveBeenCalledWith('No download URL available. Please try again.', {
      duration: 'sticky',
      icon: 'cross',
    });
  });

  it('goes quietly back to idle when cancelled', async () => {
    const d = deps(
      (_body, _token, options) =>
        new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    );
    const { result } = renderHook(() => useApkGeneration(d));
    let finished!: Promise<boolean>;
    act(() => {
      finished = result.current.generate(body);
    });
    await waitFor(() => expect(d.request).toHaveBeenCalled());
    await act(async () => {
      result.current.cancel();
      await finished;
    });
    expect(result.current.phase).toBe('idle');
    expect(toast.error).not.toHaveBeenCalled();
  });
});
