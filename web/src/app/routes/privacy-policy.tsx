import { PrivacyPolicy } from '@/features/policies';

export default function Page() {
  return <PrivacyPolicy />;
}
