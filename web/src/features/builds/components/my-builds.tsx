import type { ReactNode } from 'react';
import { BreakableText } from '@/components/ui/breakable-text';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { LiveValue } from '@/lib/use-live-value';
import { buildMessages as m } from '../lib/build-messages';
import type { BuildEntry, BuildGroup } from '../lib/to-build-groups';
import { BuildRow } from './build-row';
import './my-builds.css';

export interface MyBuildsProps {
  state: LiveValue<BuildGroup[]>;
  /** Beside each download button: where a report link for the file goes. */
  downloadAside?: (build: BuildEntry) => ReactNode;
}

function Body({ state, downloadAside }: MyBuildsProps) {
  if (state.status === 'loading') return <Spinner size={20} label={m.loading} />;
  if (state.status === 'error') return <p className="my-builds__error">{m.loadFailed}</p>;
  if (state.value.length === 0) return <p className="muted">{m.empty}</p>;
  return (
    <ul className="my-builds__groups">
      {state.value.map((group) => (
        <li key={group.packageName} className="my-builds__group" data-testid="my-builds-group">
          <h3 className="my-builds__app">{group.appName}</h3>
          <p className="my-builds__package">
            <BreakableText text={group.packageName} />
          </p>
          <ul className="my-builds__builds" aria-label={`Builds of ${group.appName}`}>
            {group.builds.map((build) => (
              <BuildRow key={build.id} build={build} downloadAside={downloadAside?.(build)} />
            ))}
          </ul>
          {group.olderCount > 0 ? <p className="muted my-builds__older">{m.older(group.olderCount)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** "My builds" (docs/product.md): the signed-in user's free APKs by app, live, each downloadable again. */
export function MyBuilds(props: MyBuildsProps) {
  return (
    <Card as="section" id="my-builds" className="my-builds" aria-labelledby="my-builds-title" data-testid="my-builds">
      <CardHeader titleId="my-builds-title" title={m.title} subtitle={m.subtitle} />
      <Body {...props} />
    </Card>
  );
}
