import { OpsConsole } from '@/features/ops';

/** /ops/*: the support console, its own chunk (loaded only behind RequireSupport). */
export default function OpsPage() {
  return <OpsConsole />;
}
