import { ShippingPolicy } from '@/features/policies';

export default function Page() {
  return <ShippingPolicy />;
}
