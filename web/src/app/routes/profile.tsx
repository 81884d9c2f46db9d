import { brand } from '@/config/brand';
import { AppKeysCard } from '@/features/app-keys';
import { UploadKeysCard } from '@/features/deliverables';
import { ProfileCard } from '@/features/profile';
import './page.css';

export default function ProfilePage() {
  return (
    <div className="container page page--narrow">
      <title>{`Profile · ${brand.name}`}</title>
      <header className="page__head">
        <h1>Profile</h1>
        <p className="muted">Your account and its verification status.</p>
      </header>
      <ProfileCard />
      <UploadKeysCard />
      <AppKeysCard />
    </div>
  );
}
