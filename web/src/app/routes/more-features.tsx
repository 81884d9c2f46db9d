import { ButtonLink } from '@/components/ui/button';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { FeatureCards } from '@/features/marketing';
import './page.css';

export default function MoreFeaturesPage() {
  return (
    <>
      <title>{`More Features · ${brand.name}`}</title>
      <header className="page-hero">
        <div className="container">
          <p className="eyebrow">More Features</p>
          <h1>Go beyond the free APK</h1>
          <p>
            Make the app fully yours, get the bundle Google Play asks for, and let us publish it with a 2-day guarantee.
          </p>
          <div className="page-hero__actions">
            <ButtonLink to={paths.login} size="lg">
              Login
            </ButtonLink>
            <ButtonLink to={paths.plans} variant="secondary" size="lg">
              See plans
            </ButtonLink>
          </div>
        </div>
      </header>
      <div className="container">
        <FeatureCards />
      </div>
    </>
  );
}
