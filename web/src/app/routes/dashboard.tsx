import { brand } from '@/config/brand';
import { InAppBrowserNotice } from '@/components/in-app-browser-notice';
import { AppUpdatesCard } from '@/features/app-keys';
import { useSignedInUser } from '@/lib/auth/session';
import { Workspace } from '../workspace';

export default function DashboardPage() {
  const user = useSignedInUser();
  return (
    <>
      <title>{`Dashboard · ${brand.name}`}</title>
      <Workspace
        key={user.uid}
        notice={
          <>
            <InAppBrowserNotice />
            <AppUpdatesCard />
          </>
        }
        eyebrow="Dashboard"
        title="Build your Android app"
        lead="Preview your website on a phone and download a signed APK, or submit a request and follow it here as our team works on it."
      />
    </>
  );
}
