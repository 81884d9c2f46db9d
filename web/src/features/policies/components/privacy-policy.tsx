import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { policyFacts as f } from '../lib/policy-facts';
import { PolicyLayout } from './policy-layout';

export function PrivacyPolicy() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      summary={`What ${brand.name} collects, why, how long we keep it, and how you remove it. We collect only what we need to build and deliver your apps.`}
      sections={[
        {
          id: 'collect',
          title: 'What we collect',
          body: (
            <ul>
              <li>
                Your account: email address, sign-in provider (email and password, or Google) and whether your email is
                verified.
              </li>
              <li>
                Your requests: website URL, app name, contact email, optional phone number, description, instructions,
                chosen plan and app icon.
              </li>
              <li>
                Your builds: the generated APK files and their technical details (package name, version, size, checksum,
                signing certificate fingerprint).
              </li>
              <li>
                Payments: order and payment identifiers from Razorpay. Card, UPI and bank details are entered on
                Razorpay&apos;s checkout and never reach us.
              </li>
            </ul>
          ),
        },
        {
          id: 'use',
          title: 'How we use it',
          body: (
            <>
              <p>
                To build, sign and deliver your apps, to process the plan you pay for, to answer support messages and to
                keep the service secure (for example, rate limits against abuse).
              </p>
              <p>We do not sell your data and we do not use it for advertising.</p>
            </>
          ),
        },
        {
          id: 'sharing',
          title: 'Who processes it',
          body: (
            <ul>
              <li>
                Google Firebase (authentication, database, file storage and hosting) stores the data listed above.
              </li>
              <li>Razorpay processes payments for paid plans.</li>
              <li>Authorities, only where Indian law requires it.</li>
            </ul>
          ),
        },
        {
          id: 'retention',
          title: 'How long we keep it',
          body: (
            <>
              <p>
                Account, request and build data is kept while your account exists. Backups rotate in under{' '}
                {f.backupRotationDays} days, so deleted data leaves our backups within that time.
              </p>
              <p>
                Payment records (order and payment identifiers and amounts) are kept as long as Indian tax and payment
                rules require; the personal details attached to them are removed when you delete your account.
              </p>
            </>
          ),
        },
        {
          id: 'rights',
          title: 'Your choices',
          body: (
            <>
              <p>
                You can edit unpaid requests, delete them, and delete your whole account from your{' '}
                <Link to={paths.profile}>Profile</Link> with &ldquo;Remove account and data&rdquo;. Deletion removes
                your account, requests, build history and stored files.
              </p>
              <p>
                For a copy of your data or any privacy question, write to {brand.supportEmail}. We reply in under{' '}
                {f.supportReplyHours} hours.
              </p>
            </>
          ),
        },
        {
          id: 'age',
          title: 'Minimum age',
          body: (
            <p>
              {brand.name} is not meant for people under {f.minimumAge}. We do not knowingly collect data from anyone
              younger; if you believe we have, contact us and we will delete it.
            </p>
          ),
        },
        {
          id: 'security',
          title: 'Security',
          body: (
            <p>
              Data travels over HTTPS. Access to your requests and builds is limited to your account by database rules,
              and your app signing keys are encrypted at rest with AES-256-GCM.
            </p>
          ),
        },
      ]}
    />
  );
}
