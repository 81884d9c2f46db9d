import { PageLoader } from '@/components/ui/spinner';
import { brand } from '@/config/brand';
import { useSession } from '@/lib/auth/session';
import { Workspace } from '../workspace';
import LandingPage from './landing';

/** /converter: the converter home; signed-in users get the request form and list instead of pricing. */
export default function ConverterPage() {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signed-out') return <LandingPage />;
  return (
    <>
      <title>{`Converter · ${brand.name}`}</title>
      <Workspace eyebrow="Converter" title="Turn your website into an Android app" lead="Preview your site on a phone, download a free APK, or send us a request for a store-ready app." />
    </>
  );
}
