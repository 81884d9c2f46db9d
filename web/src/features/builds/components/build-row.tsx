import type { ReactNode } from 'react';
import { useState } from 'react';
import { BuildDownloadButton } from '@/components/build-download-button';
import { formatBytes } from '@/lib/format-bytes';
import { formatWhen } from '@/lib/format-when';
import { buildMessages as m } from '../lib/build-messages';
import type { BuildEntry } from '../lib/to-build-groups';

/** One build: its version, date and size, and a download, or why there is none any more. */
export function BuildRow({ build, downloadAside }: { build: BuildEntry; downloadAside?: ReactNode }) {
  // The server may know before the record does (the sweep removes the file, then marks it): its answer counts too.
  const [goneMessage, setGoneMessage] = useState<string | null>(null);
  const gone = build.expired || goneMessage !== null;
  return (
    <li className="my-builds__build" data-testid="my-build" data-build-id={build.id} data-gone={gone || undefined}>
      <div className="my-builds__facts">
        <p className="my-builds__version">
          <span>versionCode {build.versionCode}</span>
          {build.versionName ? <span>{build.versionName}</span> : null}
        </p>
        <p className="my-builds__meta muted">
          <time dateTime={new Date(build.createdAt).toISOString()}>{formatWhen(build.createdAt)}</time>
          <span>{formatBytes(build.size)}</span>
        </p>
      </div>
      <div className="my-builds__actions">
        {gone ? (
          <p className="my-builds__gone">{goneMessage ?? m.gone}</p>
        ) : (
          <BuildDownloadButton
            buildId={build.id}
            fileName={build.fileName}
            onGone={setGoneMessage}
            variant="secondary"
            label={m.downloadLabel(build.appName, build.versionName)}
          />
        )}
        {gone ? null : downloadAside}
      </div>
    </li>
  );
}
