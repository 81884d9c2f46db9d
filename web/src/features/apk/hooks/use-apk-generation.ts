import type { BuildRequestBody } from '@contracts/builds';
import { downloadFileName } from '@contracts/file-name';
import { useCallback, useRef, useState } from 'react';
import { ApiError, resolveApiUrl } from '@/lib/api-client';
import { currentFirebaseUser } from '@/lib/auth/current-user';
import { emitAppEvent } from '@/lib/events';
import { toast } from '@/lib/toast';
import { MissingDownloadUrlError, requestApkBuild } from '../api/download-apk';
import { apkMessages } from '../lib/apk-messages';
import { type ApkFailure, describeApkFailure } from '../lib/apk-refusal';
import { type BuildResult, toBuildResult } from '../lib/build-result';
import { rememberFreeBuilds } from '../lib/free-builds';
import { startDownload } from '@/lib/start-download';

export type ApkPhase = 'idle' | 'generating' | 'downloading' | 'done' | 'failed';

export interface ApkGenerationState {
  phase: ApkPhase;
  progress: number;
  statusText: string;
  /** The server's own explanation of a failure (rate limit, invalid URL...), shown in the form. */
  detail: string | null;
  /** The failure as the form shows it: beside which control, and whether retrying as is could help. */
  failure: ApkFailure | null;
  /** What the finished build made, for the result panel (null until done, or when the answer names no build). */
  result: BuildResult | null;
}

export interface ApkGenerationDeps {
  getIdToken: () => Promise<string>;
  request: typeof requestApkBuild;
  download: (url: string, fileName: string) => void;
}

const defaultDeps: ApkGenerationDeps = {
  getIdToken: () => currentFirebaseUser().getIdToken(),
  request: requestApkBuild,
  download: (url, fileName) => startDownload(url, fileName),
};

const idle: ApkGenerationState = {
  phase: 'idle',
  progress: 0,
  statusText: '',
  detail: null,
  failure: null,
  result: null,
};
const sticky = { duration: 'sticky' as const, icon: 'cross' as const };

/**
 * docs/product.md §4: idle, generating, downloading, done. The bar moves with the real request (token,
 * server build, response, download start) instead of a timer; builds take well under a second.
 */
export function useApkGeneration(deps: ApkGenerationDeps = defaultDeps) {
  const [state, setState] = useState<ApkGenerationState>(idle);
  const controller = useRef<AbortController | null>(null);

  const generate = useCallback(
    async (body: BuildRequestBody): Promise<boolean> => {
      const abort = new AbortController();
      controller.current = abort;
      const step = (progress: number, phase: ApkPhase = 'generating', statusText: string = apkMessages.preparing) =>
        setState({ phase, progress, statusText, detail: null, failure: null, result: null });
      try {
        step(5);
        const token = await deps.getIdToken();
        step(20);
        const build = await deps.request(body, token, { signal: abort.signal });
        step(90, 'downloading', apkMessages.downloading);
        // The server names the file (it also fills in an empty app name); the same rule stands in without it.
        deps.download(resolveApiUrl(build.downloadUrl), build.fileName ?? downloadFileName(body['app-name']));
        setState({
          phase: 'done',
          progress: 100,
          statusText: apkMessages.downloading,
          detail: null,
          failure: null,
          result: toBuildResult(build, body),
        });
        if (typeof build.freeBuildsLeft === 'number' && typeof build.freeBuildsPerHour === 'number') {
          rememberFreeBuilds({ uid: body.userId, left: build.freeBuildsLeft, perHour: build.freeBuildsPerHour });
        }
        toast.success(apkMessages.success, { duration: 'sticky' });
        // The site's default package id belonged to another account, so this app got its own: say which.
        if (build.packageNotice) toast.info(build.packageNotice, { duration: 'sticky' });
        emitAppEvent('apk-generated', { buildId: build.buildId ?? '' });
        return true;
      } catch (error) {
        if (abort.signal.aborted) {
          setState(idle);
          return false;
        }
        const missingUrl = error instanceof MissingDownloadUrlError;
        const status = error instanceof ApiError ? error.status : null;
        const detail = error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
        const failure = describeApkFailure(status, detail, missingUrl ? apkMessages.noDownloadUrl : apkMessages.failed);
        setState((current) => ({ ...current, phase: 'failed', statusText: '', detail, failure }));
        if (status === 429 && failure.target === 'form') {
          rememberFreeBuilds({ uid: body.userId, left: 0, perHour: null });
        }
        // A refusal (the free-build limit, a protected brand, a revoked account, an icon too large, an invalid
        // field): the server's own sentence beside the control is the whole message. "Please try again" in a sticky
        // toast would contradict it (docs/product.md §2 "APK form").
        if (failure.refusal) return false;
        toast.error(missingUrl ? apkMessages.noDownloadUrl : apkMessages.failed, sticky);
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [deps],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState(idle);
  }, []);

  const reset = useCallback(() => setState(idle), []);

  return { ...state, generate, cancel, reset };
}
