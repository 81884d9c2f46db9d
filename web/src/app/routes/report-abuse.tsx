import { ReportAbusePage } from '@/features/abuse';

export default function Page() {
  return <ReportAbusePage />;
}
