import { useSearchParams } from 'react-router-dom';
import { brand } from '@/config/brand';
import { ReportAbuseForm } from './report-abuse-form';
import './report-abuse.css';

/** The page around the form: what to report and what happens next. */
export function ReportAbusePage() {
  const [params] = useSearchParams();
  return (
    <div className="container report-abuse-page">
      <title>{`Report abuse · ${brand.name}`}</title>
      <h1>Report an app</h1>
      <p>
        Apkforge turns websites into Android apps. If an app made here imitates a bank, a payment app or a government
        service, steals data or harms people, tell us: we review every report and can disable the app&apos;s downloads
        and its account. You do not need an account to report.
      </p>
      <ReportAbuseForm initialApp={params.get('app') ?? ''} />
    </div>
  );
}
