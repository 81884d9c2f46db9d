import { ContactPage } from '@/features/policies';

export default function Page() {
  return <ContactPage />;
}
