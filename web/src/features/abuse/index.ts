export { ReportAbusePage } from './components/report-abuse-page';
