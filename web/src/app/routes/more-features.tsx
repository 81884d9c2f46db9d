import { ButtonLink } from '@/components/ui/button';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { FeatureCards } from '@/features/marketing';
import { useSession } from '@/lib/auth/session';
import './page.css';

/** The page's first action: Login (docs/product.md §2), or for a signed-in user what they can open instead. */
function PrimaryAction() {
  const { session } = useSession();
  if (session.status === 'signed-in') {
    return session.user.emailVerified ? (
      <ButtonLink to={paths.dashboard} size="lg">
        Go to dashboard
      </ButtonLink>
    ) : (
      <ButtonLink to={paths.profile} size="lg">
        Verify email
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={paths.login} size="lg">
      Login
    </ButtonLink>
  );
}

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
            <PrimaryAction />
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
