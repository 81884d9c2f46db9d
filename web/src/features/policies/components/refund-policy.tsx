import { brand } from '@/config/brand';
import { policyFacts as f } from '../lib/policy-facts';
import { FactGrid } from './fact-grid';
import { PolicyLayout } from './policy-layout';

export function RefundPolicy() {
  return (
    <PolicyLayout
      title="Cancellation and Refund Policy"
      summary="When you can cancel, when you get your money back, and how long each step takes."
      sections={[
        {
          id: 'at-a-glance',
          title: 'At a glance',
          body: (
            <FactGrid
              facts={[
                ['Claim window', `${f.refundClaimDays} days from payment`],
                ['Acknowledgement', f.acknowledgement],
                ['Resolution', f.resolution],
                ['Refund initiated', f.refundInitiated],
                ['Bank settlement', f.bankSettlement],
              ]}
            />
          ),
        },
        {
          id: 'eligible',
          title: 'When you are refunded',
          body: (
            <ul>
              <li>
                Non-delivery: a paid build that has not reached you within {f.nonDeliveryMinutes} minutes of payment.
              </li>
              <li>Duplicate payment for the same request.</li>
              <li>
                We cannot deliver what the plan describes (for example, a technical limit of your website that we
                confirm).
              </li>
              <li>You cancel before we start work on a service plan (publishing or end-to-end support).</li>
            </ul>
          ),
        },
        {
          id: 'not-eligible',
          title: 'When refunds do not apply',
          body: (
            <ul>
              <li>A deliverable was delivered as described and works as specified.</li>
              <li>Claims made more than {f.refundClaimDays} days after payment.</li>
              <li>
                Store fees paid to Google or Apple (such as the Play developer account fee), which we never receive.
              </li>
              <li>Rejection by a store because of the website&apos;s own content or policies.</li>
            </ul>
          ),
        },
        {
          id: 'how',
          title: 'How to ask',
          body: (
            <>
              <p>
                Write to {brand.supportEmail} within {f.refundClaimDays} days of payment with the email of your account
                and the Razorpay payment ID shown in the request details.
              </p>
              <p>
                We acknowledge within {f.acknowledgement} and resolve within {f.resolution}. Approved refunds are
                initiated to the original payment method within {f.refundInitiated}; your bank then takes{' '}
                {f.bankSettlement} to settle them.
              </p>
            </>
          ),
        },
        {
          id: 'digital',
          title: 'Digital goods only',
          body: (
            <p>All plans are digital goods and services. There is nothing to return; a refund closes the request.</p>
          ),
        },
      ]}
    />
  );
}
