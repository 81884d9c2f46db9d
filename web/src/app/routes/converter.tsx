import { Suspense, lazy } from 'react';
import { PageLoader } from '@/components/ui/spinner';
import { brand } from '@/config/brand';
import { useSession } from '@/lib/auth/session';
import LandingPage from './landing';

// Visitors get the landing page; only signed-in users download the workspace (and the Database SDK).
const Workspace = lazy(() => import('../workspace').then((module) => ({ default: module.Workspace })));

/**
 * /converter: the converter home; signed-in users get the request form and list instead of pricing.
 * An unverified account cannot submit or build yet (docs/product.md §4, §6), so it sees the visitors' page, whose
 * buttons lead to /login and its verification notice, rather than a form that could only fail.
 */
export default function ConverterPage() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out' || !session.user.emailVerified) return <LandingPage />;
  return (
    <>
      <title>{`Converter · ${brand.name}`}</title>
      <Suspense fallback={<PageLoader />}>
        <Workspace
          eyebrow="Converter"
          title="Turn your website into an Android app"
          lead="Preview your site on a phone, download a free APK, or send us a request for a store-ready app."
        />
      </Suspense>
    </>
  );
}
