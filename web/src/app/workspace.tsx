import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { REQUEST_QUERY_PARAM } from '@contracts/app-routes';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ReportAbuseLink } from '@/components/report-abuse-link';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { PlusIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { ApkFormDialog, type BuildResult, BuildResultPanel } from '@/features/apk';
import { MyBuilds, useBuilds } from '@/features/builds';
import { ConverterHero } from '@/features/converter';
import { RequestDeliverables } from '@/features/deliverables';
import { AppNotifications } from '@/features/notifications';
import { PayNowButton } from '@/features/payments';
import { PublishingPanel } from '@/features/publishing';
import { usePlans } from '@/features/plans';
import {
  type PayAction,
  RequestDetailsDialog,
  RequestForm,
  RequestsList,
  unreadRequestIds,
  useConversationReads,
  useRequests,
} from '@/features/requests';
import { useSignedInUser } from '@/lib/auth/session';
import { useAppEvent } from '@/lib/events';
import { useOnline } from '@/lib/online';
import { type SignInIntent, clearSignInIntent, peekSignInIntent } from '@/lib/sign-in-intent';
import { SINGLE_COLUMN_QUERY, prefersReducedMotion, useMediaQuery } from '@/lib/use-media-query';
import './workspace.css';

const payAction: PayAction = (request) => <PayNowButton request={request} />;
// In Request Details the amount is not beside the button: "Pay ₹39".
const detailsPayAction: PayAction = (request) => <PayNowButton request={request} showAmount />;

/**
 * The signed-in converter (docs/product.md §2): preview and free APK on top, then the request form beside
 * the live requests list, with the details dialog. Composed here so features stay independent.
 *
 * In one column (phones, narrow tablets) a returning user comes for their requests, so the list comes first, above
 * the converter, with the form one tap away ("New request"); a new user (no requests) starts with the converter
 * (docs/product.md §2 "Dashboard"). While the list loads it keeps its place at the top, so a returning user's page
 * does not jump.
 *
 * A finished free build shows its result panel right under the converter, where it was asked for; "My builds" sits
 * under the requests list (after the request form in one column), so the phone order above is unchanged.
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
  const builds = useBuilds(user.uid);
  // The last free build of this visit, shown in place until closed (docs/product.md "Build result").
  const [built, setBuilt] = useState<BuildResult | null>(null);
  const [apkUrl, setApkUrl] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A request to open as soon as the live list shows it: a paid plan's request just submitted (on "Pay ₹…"), or
  // the one a link named (/dashboard?request=<id>: every customer email's button, the download link page).
  const [searchParams, setSearchParams] = useSearchParams();
  const [pendingOpen, setPendingOpen] = useState<{ id: string; focusPay: boolean } | null>(() => {
    const named = searchParams.get(REQUEST_QUERY_PARAM);
    return named ? { id: named, focusPay: false } : null;
  });
  const [payFor, setPayFor] = useState<string | null>(null);
  const online = useOnline();
  // What the visitor was doing when sent to log in: resumed here once (docs/product.md §2 "Login screen").
  const [intent] = useState<SignInIntent | null>(peekSignInIntent);
  const list = requests.status === 'loading' ? [] : requests.requests;
  const selected = selectedId ? list.find((request) => request.id === selectedId) : undefined;
  // The conversation's read marks: the list's "New message" and the dialog's New entries (docs/product.md).
  const reads = useConversationReads(user.uid);
  const unread = useMemo(
    () => unreadRequestIds(requests.status === 'loading' ? [] : requests.requests, reads),
    [requests, reads],
  );
  const singleColumn = useMediaQuery(SINGLE_COLUMN_QUERY);
  const requestsFirst = singleColumn && (requests.status === 'loading' || list.length > 0);
  const listCard = useRef<HTMLElement>(null);
  const formCard = useRef<HTMLElement>(null);
  // A deleted request's row (the dialog's opener) disappears: the focus then goes to the list, not to <body>.
  const [deletedId, setDeletedId] = useState<string | null>(null);

  const pendingListed = pendingOpen !== null && list.some((request) => request.id === pendingOpen.id);
  useEffect(() => {
    if (!pendingListed || !pendingOpen) return;
    setSelectedId(pendingOpen.id);
    setPayFor(pendingOpen.focusPay ? pendingOpen.id : null);
    setPendingOpen(null);
    if (searchParams.has(REQUEST_QUERY_PARAM)) {
      setSearchParams(
        (current) => {
          current.delete(REQUEST_QUERY_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  }, [pendingListed, pendingOpen, searchParams, setSearchParams]);

  // The dialog closes when its request disappears (deleted here or in another tab).
  useEffect(() => {
    if (selectedId && requests.status === 'ready' && !selected) setSelectedId(null);
  }, [selectedId, selected, requests.status]);
  useAppEvent('request-deleted', ({ requestId }) => {
    if (requestId === selectedId) setSelectedId(null);
    setDeletedId(requestId);
  });
  const deletedGone = deletedId !== null && !list.some((request) => request.id === deletedId);
  useEffect(() => {
    if (!deletedGone) return;
    setDeletedId(null);
    listCard.current?.focus();
  }, [deletedGone]);

  useEffect(() => {
    if (!intent) return;
    clearSignInIntent();
    if (intent.kind === 'plan') showForm();
    // Once, on arrival: `intent` never changes and showForm only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function showForm() {
    formCard.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    formCard.current?.querySelector('input')?.focus({ preventScroll: true });
  }

  const requestsCard = (
    <Card
      as="section"
      ref={listCard}
      tabIndex={-1}
      className="workspace__list"
      aria-labelledby="requests-title"
      data-testid="requests-card"
    >
      <CardHeader
        titleId="requests-title"
        title="My Submitted Requests"
        subtitle={
          online
            ? 'Live updates. Select a request to see its details and progress.'
            : 'Offline: live updates are paused. Select a request to see its details and progress.'
        }
        action={
          requestsFirst ? (
            <Button variant="secondary" size="sm" icon={<PlusIcon size={16} />} onClick={showForm}>
              New request
            </Button>
          ) : null
        }
      />
      <RequestsList state={requests} onOpen={setSelectedId} payAction={payAction} unread={unread} />
    </Card>
  );

  return (
    <>
      {notice ? <div className="container container--wide workspace__notice">{notice}</div> : null}
      {requestsFirst ? (
        <div className="container container--wide workspace workspace--first">{requestsCard}</div>
      ) : null}
      <ConverterHero
        compact
        eyebrow={eyebrow}
        title={title}
        lead={lead}
        onGenerate={setApkUrl}
        initialUrl={intent?.kind === 'generate' ? intent.url : undefined}
      />
      {built ? (
        <div className="container container--wide workspace workspace--result">
          <BuildResultPanel
            key={built.buildId}
            build={built}
            onClose={() => setBuilt(null)}
            downloadAside={<ReportAbuseLink app={built.packageName} />}
          />
        </div>
      ) : null}
      <div className="container container--wide workspace">
        <Card as="section" ref={formCard} className="workspace__form" id="new-request">
          <RequestForm
            user={user}
            plans={plans}
            initialPlanId={intent?.kind === 'plan' ? intent.planId : undefined}
            onSubmitted={(requestId, plan) => {
              if (typeof plan?.priceInr === 'number') setPendingOpen({ id: requestId, focusPay: true });
            }}
          />
        </Card>
        <div className="workspace__side">
          {requestsFirst ? null : requestsCard}
          <MyBuilds state={builds} downloadAside={(build) => <ReportAbuseLink app={build.packageName} />} />
          <AppNotifications
            uid={user.uid}
            apps={
              builds.status === 'ready'
                ? builds.value.map(({ packageName, appName, siteUrl }) => ({ packageName, appName, siteUrl }))
                : []
            }
          />
        </div>
      </div>
      <ApkFormDialog
        open={apkUrl !== null}
        initialUrl={apkUrl ?? ''}
        user={user}
        onClose={() => setApkUrl(null)}
        onBuilt={setBuilt}
        onRequireLogin={() => navigate(paths.login)}
      />
      {selected ? (
        <RequestDetailsDialog
          key={selected.id}
          uid={user.uid}
          request={selected}
          onClose={() => {
            setSelectedId(null);
            setPayFor(null);
          }}
          payAction={detailsPayAction}
          focusPay={payFor === selected.id}
          deliverables={<RequestDeliverables uid={user.uid} request={selected} />}
          readAt={reads?.[selected.id]?.customer}
          publishing={<PublishingPanel uid={user.uid} request={selected} />}
        />
      ) : null}
    </>
  );
}
