import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApkFormDialog } from '@/features/apk';
import { ConverterHero } from '@/features/converter';
import { PayNowButton } from '@/features/payments';
import { usePlans } from '@/features/plans';
import { type PayAction, RequestDetailsDialog, RequestForm, RequestsList, useRequests } from '@/features/requests';
import { useSignedInUser } from '@/lib/auth/session';
import { useAppEvent } from '@/lib/events';
import './workspace.css';

const payAction: PayAction = (request) => <PayNowButton request={request} />;

/**
 * The signed-in converter (docs/product.md §2): preview and free APK on top, then the request form beside
 * the live requests list, with the details dialog. Composed here so features stay independent.
 */
export function Workspace({
  eyebrow,
  title,
  lead,
  notice,
}: {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  notice?: ReactNode;
}) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const plans = usePlans();
  const requests = useRequests(user.uid);
  const [apkUrl, setApkUrl] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = requests.status === 'loading' ? [] : requests.requests;
  const selected = selectedId ? list.find((request) => request.id === selectedId) : undefined;

  // The dialog closes when its request disappears (deleted here or in another tab).
  useEffect(() => {
    if (selectedId && requests.status === 'ready' && !selected) setSelectedId(null);
  }, [selectedId, selected, requests.status]);
  useAppEvent('request-deleted', ({ requestId }) => {
    if (requestId === selectedId) setSelectedId(null);
  });

  return (
    <>
      {notice ? <div className="container container--wide workspace__notice">{notice}</div> : null}
      <ConverterHero compact eyebrow={eyebrow} title={title} lead={lead} onGenerate={setApkUrl} />
      <div className="container container--wide workspace">
        <Card as="section" className="workspace__form">
          <RequestForm user={user} plans={plans} />
        </Card>
        <Card as="section" className="workspace__list" aria-labelledby="requests-title">
          <CardHeader
            titleId="requests-title"
            title="My Submitted Requests"
            subtitle="Live updates. Select a request to see its details and progress."
          />
          <RequestsList state={requests} onOpen={setSelectedId} payAction={payAction} />
        </Card>
      </div>
      <ApkFormDialog
        open={apkUrl !== null}
        initialUrl={apkUrl ?? ''}
        user={user}
        onClose={() => setApkUrl(null)}
        onRequireLogin={() => navigate(paths.login)}
      />
      {selected ? (
        <RequestDetailsDialog
          uid={user.uid}
          request={selected}
          onClose={() => setSelectedId(null)}
          payAction={payAction}
        />
      ) : null}
    </>
  );
}
