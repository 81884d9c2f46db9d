import './marketing.css';
import { PackageIcon, ShieldIcon, ZapIcon } from '@/components/ui/icons';

// docs/product.md §2 More Features: ads-free, app bundle for the store, quick publishing with a 2-day guarantee.
const features = [
  {
    icon: ShieldIcon,
    title: 'Ads-free, fully customised APK',
    text: 'Your brand only: your icon, your name, your colours. No ads, no watermark, no "made with" screen.',
    points: ['Your own app icon and name', 'No third-party ads, ever', 'Signed with a key kept for your account'],
  },
  {
    icon: PackageIcon,
    title: 'App bundle (AAB) for the store',
    text: 'Google Play accepts Android App Bundles for new apps. We build the AAB, signed and ready to upload.',
    points: ['Play-ready .aab file', 'Version numbers handled for updates', 'Upload guide included'],
  },
  {
    icon: ZapIcon,
    title: 'Quick publishing support',
    text: 'We prepare the listing and submit your app for you, with a 2-day guarantee for our part of the work.',
    points: ['Store listing and screenshots', 'Submission within 2 days', 'Help through the review'],
  },
];

export function FeatureCards() {
  return (
    <ul className="feature-cards">
      {features.map(({ icon: Icon, title, text, points }) => (
        <li key={title} className="feature-card">
          <span className="feature-card__icon" aria-hidden="true">
            <Icon size={26} />
          </span>
          <h2 className="feature-card__title">{title}</h2>
          <p className="feature-card__text">{text}</p>
          <ul className="feature-card__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
