import { Route, Routes, useParams } from 'react-router-dom';
import { brand } from '@/config/brand';
import { OpsAbuseReports } from './ops-abuse-reports';
import { OpsQueue } from './ops-queue';
import { OpsRequestPage } from './ops-request-page';
import './ops.css';

function RequestRoute() {
  const { uid = '', requestId = '' } = useParams();
  return <OpsRequestPage key={`${uid}/${requestId}`} uid={uid} requestId={requestId} />;
}

/** The support console (docs/product.md "Support console"): the queue and the open abuse reports, one page per request. */
export function OpsConsole() {
  return (
    <div className="ops">
      <Routes>
        <Route
          index
          element={
            <>
              <title>{`Support console · ${brand.name}`}</title>
              <h1 className="ops__title">Support console</h1>
              <OpsQueue />
              <OpsAbuseReports />
            </>
          }
        />
        <Route path="requests/:uid/:requestId" element={<RequestRoute />} />
      </Routes>
    </div>
  );
}
