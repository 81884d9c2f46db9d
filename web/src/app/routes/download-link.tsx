import { LinkProblemPage } from '@/features/link-problem';

/** /download-link: a download link that could not give its file (docs/product.md "Download links"). */
export default function Page() {
  return <LinkProblemPage />;
}
