import { WebsiteToAppGuide } from '@/features/blog';

export default function BlogGuidePage() {
  return <WebsiteToAppGuide />;
}
