import './marketing.css';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, ExternalLinkIcon, PackageIcon, ShieldIcon, SparkIcon, StoreIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const internal = [
  {
    to: paths.blogGuide,
    icon: SparkIcon,
    title: 'Website to app: the complete guide',
    text: 'Prepare your site, build, test and publish.',
  },
  {
    to: paths.moreFeatures,
    icon: PackageIcon,
    title: 'What paid plans add',
    text: 'Ads-free builds, app bundles and publishing help.',
  },
  {
    to: paths.refund,
    icon: ShieldIcon,
    title: 'Refunds and delivery',
    text: 'Claim windows, timelines and guarantees.',
  },
];

const external = [
  {
    href: 'https://play.google.com/console/about/',
    title: 'Google Play Console',
    text: 'Create your developer account.',
  },
  {
    href: 'https://developer.android.com/guide/app-bundle',
    title: 'About Android App Bundles',
    text: 'Why Play asks for AAB files.',
  },
];

export function Resources() {
  return (
    <section className="section" aria-labelledby="resources-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Resources</p>
          <h2 id="resources-title">Learn before you launch</h2>
        </div>
        <ul className="resources">
          {internal.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link className="resource" to={to}>
                <Icon size={22} className="resource__icon" />
                <span className="resource__title">{title}</span>
                <span className="resource__text">{text}</span>
                <span className="resource__more">
                  Read <ArrowRightIcon size={14} />
                </span>
              </Link>
            </li>
          ))}
          {external.map(({ href, title, text }) => (
            <li key={href}>
              <a className="resource" href={href} target="_blank" rel="noreferrer noopener">
                <StoreIcon size={22} className="resource__icon" />
                <span className="resource__title">{title}</span>
                <span className="resource__text">{text}</span>
                <span className="resource__more">
                  Visit <ExternalLinkIcon size={14} />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
