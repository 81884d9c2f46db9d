import { useNavigate } from 'react-router-dom';
import { AboutBlock } from '@/components/about-block';
import { InAppBrowserNotice } from '@/components/in-app-browser-notice';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { ConverterHero } from '@/features/converter';
import {
  Faq,
  GetStartedCta,
  HowEasyItIs,
  PricingStructuredData,
  Resources,
  SuccessStories,
} from '@/features/marketing';
import { PricingCards } from '@/features/plans';
import { rememberSignInIntent } from '@/lib/sign-in-intent';

/** The converter home for visitors who are not signed in (docs/product.md §2 "Home", its blocks in that order). */
export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <>
      <title>{`${brand.name}: turn your website into an Android app`}</title>
      <meta
        name="description"
        content="Preview your website on a phone and download a signed, installable Android APK in seconds. Plans for Play Store bundles and publishing."
      />
      <PricingStructuredData />
      <InAppBrowserNotice place="before-sign-in" className="container page-notice" />
      <ConverterHero
        eyebrow="Website to Android app"
        title={
          <>
            Turn your website into an <em>Android app</em>
          </>
        }
        lead="Paste your address, preview it on a phone, and download a signed, installable APK in seconds. No code, no SDK."
        onGenerate={(url) => {
          // Signing in first: the login page says why, and the dashboard comes back with the address and preview.
          rememberSignInIntent({ kind: 'generate', url });
          void navigate(paths.login);
        }}
      />
      <section className="section" aria-labelledby="pricing-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Pricing</p>
            <h2 id="pricing-title">Simple plans, one-time prices</h2>
            <p>The APK is free. Pay only when you want a store-ready bundle or our team to publish for you.</p>
          </div>
          <PricingCards />
        </div>
      </section>
      <GetStartedCta />
      <HowEasyItIs />
      <Resources />
      <SuccessStories />
      <Faq />
      <div className="container">
        <AboutBlock />
      </div>
    </>
  );
}
