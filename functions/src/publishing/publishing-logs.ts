import { logger } from 'firebase-functions/logger';

// The publishing domain's log events, one named function each, in the style of functions/src/logs.ts (which is at
// its size cap). Users appear by uid only.

export function playRefused(uid: string, requestId: string, action: string, step: string, code: string): void {
  logger.info('Play refused a publishing call', { event: 'play_refused', uid, requestId, action, step, code });
}

export function playConnected(uid: string, requestId: string, packageName: string, by: string): void {
  logger.info('Play access checked', { event: 'play_connected', uid, requestId, packageName, by });
}

export function playReleased(
  uid: string,
  requestId: string,
  packageName: string,
  track: string,
  versionCode: number,
  ms: number,
): void {
  logger.info('release committed to Play', {
    event: 'play_released',
    uid,
    requestId,
    packageName,
    track,
    versionCode,
    ms,
  });
}

export function preflightRun(uid: string, requestId: string, ok: boolean, failed: string[]): void {
  logger.info('publishing preflight run', { event: 'preflight_run', uid, requestId, ok, failed });
}

export function publishingStepChanged(uid: string, requestId: string, event: string, by: string): void {
  logger.info('publishing tracker changed', { event: 'publishing_step', uid, requestId, change: event, by });
}
