import { Route, Routes, useParams } from 'react-router-dom';
import { brand } from '@/config/brand';
import { OpsAbuseReports } from './ops-abuse-reports';
import { OpsCampaigns } from './ops-campaigns';
import { OpsQueue } from './ops-queue';
import { OpsRequestPage } from './ops-request-page';
import { RotateAppKeyForm } from './rotate-app-key-form';
import './ops.css';

function RequestRoute() {
  const { uid = '', requestId = '' } = useParams();
  return <OpsRequestPage key={`${uid}/${requestId}`} uid={uid} requestId={requestId} />;
}

/**
 * The support console (docs/product.md "Support console"): the queue, the open abuse reports, the update campaigns and
 * the key rotation; one page per request.
 */
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
              <OpsCampaigns />
              <RotateAppKeyForm />
            </>
          }
        />
        <Route path="requests/:uid/:requestId" element={<RequestRoute />} />
      </Routes>
    </div>
  );
}
