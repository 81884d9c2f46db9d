import { brand } from '@/config/brand';
import { policyFacts as f } from '../lib/policy-facts';
import { FactGrid } from './fact-grid';
import { PolicyLayout } from './policy-layout';

export function ShippingPolicy() {
  return (
    <PolicyLayout
      title="Shipping and Delivery Policy"
      summary={`${brand.name} sells digital goods only. Nothing is shipped physically: everything is delivered online, to your dashboard and by email.`}
      sections={[
        {
          id: 'times',
          title: 'Delivery times',
          body: (
            <FactGrid
              facts={[
                ['APK build', `Usually ${f.typicalBuild}`],
                ['Longest build', `${f.maxBuildMinutes} minutes`],
                ['Non-delivery window', `${f.nonDeliveryMinutes} minutes`],
                ['Store publishing', f.publishingTime],
              ]}
            />
          ),
        },
        {
          id: 'how',
          title: 'How delivery works',
          body: (
            <ul>
              <li>Free APK builds download straight to your device from the converter once the build finishes.</li>
              <li>
                Paid plans are tracked in &ldquo;My Submitted Requests&rdquo; on your dashboard: Submitted, Payment
                Done, In Review, Accepted and Ready. Deliverables reach you by email and in the request details.
              </li>
              <li>
                Store publishing takes {f.publishingTime} in total because of store reviews; the publishing plan
                includes a {f.publishingGuarantee} for our submission.
              </li>
            </ul>
          ),
        },
        {
          id: 'late',
          title: 'If something does not arrive',
          body: (
            <p>
              If a build is not delivered within {f.nonDeliveryMinutes} minutes, write to {brand.supportEmail}. We reply
              in under {f.supportReplyHours} hours during {f.supportHours}. A deliverable that never arrives is refunded
              under our refund policy.
            </p>
          ),
        },
      ]}
    />
  );
}
