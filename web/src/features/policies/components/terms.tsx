import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { policyFacts as f } from '../lib/policy-facts';
import { PolicyLayout } from './policy-layout';

export function Terms() {
  return (
    <PolicyLayout
      title="Terms and Conditions"
      summary={`The agreement between you and ${brand.name} when you use the website, build apps and buy plans.`}
      sections={[
        {
          id: 'eligibility',
          title: 'Who can use the service',
          body: (
            <p>
              You must be at least {f.minimumAge} years old and able to enter a binding agreement. If you use{' '}
              {brand.name} for a business, you accept these terms on its behalf.
            </p>
          ),
        },
        {
          id: 'service',
          title: 'The service',
          body: (
            <>
              <p>
                {brand.name} packages a website you provide into an Android app (APK) signed with a key kept for your
                account. Builds usually finish in {f.typicalBuild} and at most in {f.maxBuildMinutes} minutes.
              </p>
              <p>The app shows your live website, so its content and behaviour remain your responsibility.</p>
            </>
          ),
        },
        {
          id: 'content',
          title: 'Your website and content',
          body: (
            <ul>
              <li>Only convert websites you own or are allowed to distribute as an app.</li>
              <li>
                Do not use the service for malware, phishing, illegal content or to impersonate others. We may refuse or
                remove such builds.
              </li>
              <li>
                You keep all rights to your content and brand. You give us the permission needed to build and deliver
                your app.
              </li>
            </ul>
          ),
        },
        {
          id: 'payments',
          title: 'Plans and payments',
          body: (
            <>
              <p>
                Prices are in Indian Rupees (INR) and paid through Razorpay. Everything we sell is a digital good or
                service; nothing is shipped physically.
              </p>
              <p>
                Refunds follow our <Link to={paths.refund}>Cancellation and Refund Policy</Link>.
              </p>
            </>
          ),
        },
        {
          id: 'publishing',
          title: 'Store publishing',
          body: (
            <>
              <p>
                Store publishing usually takes {f.publishingTime}, because it depends on Google&apos;s and Apple&apos;s
                reviews. The publishing plan carries a {f.publishingGuarantee} for our part of the work: we submit
                within 2 days of receiving everything we need from you.
              </p>
              <p>
                Publishing on Google Play needs a Google Play developer account in your name, which costs a one-time{' '}
                {f.playDeveloperFee} fee paid to Google.
              </p>
            </>
          ),
        },
        {
          id: 'availability',
          title: 'Availability',
          body: (
            <p>
              We aim for {f.targetUptime} uptime each month, excluding planned maintenance announced in advance. Support
              answers in under {f.supportReplyHours} hours during {f.supportHours}.
            </p>
          ),
        },
        {
          id: 'liability',
          title: 'Limitation of liability',
          body: (
            <p>
              To the extent the law allows, our total liability for any claim is limited to the greater of the fees you
              paid us in the {f.liabilityMonths} months before the claim or {f.liabilityFloorInr}. We are not liable for
              indirect losses such as lost profits or data you did not back up.
            </p>
          ),
        },
        {
          id: 'termination',
          title: 'Ending the agreement',
          body: (
            <p>
              You can stop at any time and delete your account from your <Link to={paths.profile}>Profile</Link>. We may
              suspend accounts that break these terms, after notice where reasonable.
            </p>
          ),
        },
        {
          id: 'law',
          title: 'Governing law and changes',
          body: (
            <p>
              These terms are governed by the laws of India. We will announce material changes on this page before they
              take effect. Questions: {brand.supportEmail}.
            </p>
          ),
        },
      ]}
    />
  );
}
