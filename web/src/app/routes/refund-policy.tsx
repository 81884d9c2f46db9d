import { RefundPolicy } from '@/features/policies';

export default function Page() {
  return <RefundPolicy />;
}
