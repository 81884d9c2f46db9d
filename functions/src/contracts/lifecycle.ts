// How long what the server keeps lives (docs/data-model.md "Lifecycle", README "Security and limits").

/**
 * A free build's APK (`users/{uid}/builds/{buildId}.apk`) is removed this many days after it was built; its record
 * stays, marked `expiredAt`, so "My builds" can say the file is gone. Files delivered for paid requests are kept.
 */
export const BUILD_RETENTION_DAYS = 30;
/** createDownloadLink's answer for an expired build; "My builds" may show it as is. */
export const BUILD_EXPIRED_MESSAGE = `This build was removed ${BUILD_RETENTION_DAYS} days after it was made. Please generate the APK again.`;

/**
 * A download link works once: its first successful GET consumes it, and for this long after that the same link still
 * works, because Android's Chrome hands the download to the system DownloadManager, which requests the URL again,
 * and download managers resume with Range requests. HEAD never consumes a link.
 */
export const DOWNLOAD_REUSE_GRACE_SECONDS = 120;
