import { Terms } from '@/features/policies';

export default function Page() {
  return <Terms />;
}
