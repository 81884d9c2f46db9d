import { BUILD_EXPIRED_MESSAGE } from '@contracts/lifecycle';
import { BUILDS_SHOWN_PER_PACKAGE } from './to-build-groups';

/** The texts of "My builds" (docs/product.md "My builds"). */
export const buildMessages = {
  title: 'My builds',
  subtitle: `Your free APKs, the last ${BUILDS_SHOWN_PER_PACKAGE} of each app, newest first. Download one again at any time: no need to rebuild.`,
  loading: 'Loading your builds',
  empty: 'No builds yet. Generate a free APK and it appears here.',
  loadFailed: 'Failed to load your builds',
  // A record the retention sweep marked (`expiredAt`): the server's own sentence for it.
  gone: BUILD_EXPIRED_MESSAGE,
  older: (count: number) => `${count} older build${count === 1 ? '' : 's'} not shown.`,
  downloadLabel: (appName: string, versionName: string) => `Download APK: ${appName} ${versionName}`.trim(),
} as const;
