import { Card, CardHeader } from '@/components/ui/card';
import { useSignedInUser } from '@/lib/auth/session';
import { formatWhen } from '@/lib/format-when';
import { type AppPackage, useAppPackages } from '../api/use-app-packages';
import { appKeysMessages as m } from '../lib/messages';
import { PlayKeyExport } from './play-key-export';
import { PlaySignerForm } from './play-signer-form';
import { VerificationKit } from './verification-kit';
import './app-keys.css';

function AppKeys({ app }: { app: AppPackage }) {
  return (
    <li className="app-keys__item">
      <details>
        <summary className="app-keys__summary app-keys__mono">{app.packageName}</summary>
        <div className="app-keys__body">
          {app.rotatedAt !== null ? (
            <div>
              <p>{m.rotated(formatWhen(app.rotatedAt))}</p>
              <ol className="app-keys__lineage">
                {app.lineageSha256.map((sha256) => (
                  <li key={sha256} className="app-keys__mono">
                    SHA-256 {sha256}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <PlaySignerForm app={app} />
          {app.signer === 'own' ? (
            <>
              {app.uploadCertificateSha256 ? (
                <p className="app-keys__mono">{m.uploadKey(app.uploadCertificateSha256)}</p>
              ) : null}
              <PlayKeyExport packageName={app.packageName} />
            </>
          ) : null}
          <VerificationKit app={app} />
        </div>
      </details>
    </li>
  );
}

/** Profile: each app's Play signer, key for Play and verification kit (docs/product.md "Keys that last"). */
export function AppKeysCard() {
  const user = useSignedInUser();
  const packages = useAppPackages(user.uid);
  return (
    <Card as="section" aria-labelledby="app-keys-title">
      <CardHeader titleId="app-keys-title" title={m.cardTitle} subtitle={m.cardSubtitle} />
      {packages.status !== 'ready' ? null : packages.value.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <ul className="app-keys__list">
          {packages.value.map((app) => (
            <AppKeys key={app.packageName} app={app} />
          ))}
        </ul>
      )}
    </Card>
  );
}
