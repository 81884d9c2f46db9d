import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { PricingCards } from '@/features/plans';
import './page.css';

export default function PlansPage() {
  return (
    <>
      <title>{`Plans · ${brand.name}`}</title>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">Plans</p>
          <h1>Pick the plan that gets your app where it needs to be</h1>
          <p>
            One-time prices in INR. The APK itself is always free; plans add customisation, store bundles and publishing
            by our team.
          </p>
        </div>
      </header>
      <div className="container">
        <PricingCards headingLevel={2} />
        <p className="page-note">
          Need something else? Choose the custom plan and <Link to={paths.contact}>contact us</Link>; we quote after
          reviewing your requirement. Refunds follow our <Link to={paths.refund}>refund policy</Link>.
        </p>
      </div>
    </>
  );
}
