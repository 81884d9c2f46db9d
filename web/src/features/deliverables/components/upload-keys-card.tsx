import { Card, CardHeader } from '@/components/ui/card';
import { useSignedInUser } from '@/lib/auth/session';
import { type SubscribePackages, usePackages } from '../api/use-packages';
import { UploadKeyRow } from './upload-key-row';
import './deliverables.css';

/** Profile: every package the user builds, its upload certificate, and its key export (docs/product.md). */
export function UploadKeysCard({ subscribe }: { subscribe?: SubscribePackages }) {
  const user = useSignedInUser();
  const packages = usePackages(user.uid, subscribe);
  return (
    <Card as="section" aria-labelledby="upload-keys-title">
      <CardHeader
        titleId="upload-keys-title"
        title="Upload keys"
        subtitle="Every update of an app must be signed with its key. Download a copy and keep it safe."
      />
      {packages === null ? null : packages.length === 0 ? (
        <p className="muted">Your apps appear here after their first build.</p>
      ) : (
        <ul className="upload-keys">
          {packages.map((item) => (
            <li key={item.packageName} className="upload-keys__item">
              <p className="deliverable__mono upload-keys__package">{item.packageName}</p>
              {item.certificateSha256 ? (
                <p className="muted deliverable__mono upload-keys__sha">SHA-256 {item.certificateSha256}</p>
              ) : null}
              <UploadKeyRow packageName={item.packageName} lastExportedAt={item.lastExportedAt} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
