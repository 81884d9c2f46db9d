import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import { policyFacts } from '@/features/policies';
import './footer.css';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.converter, label: 'Converter' },
      { to: paths.plans, label: 'Plans' },
      { to: paths.moreFeatures, label: 'More Features' },
      { to: paths.blogGuide, label: 'Website to app guide' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms and Conditions' },
      { to: paths.refund, label: 'Cancellation and Refund' },
      { to: paths.shipping, label: 'Shipping and Delivery' },
    ],
  },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Logo tone="on-ink" />
          <p>{brand.tagline} Preview your website on a phone and download a signed APK in seconds.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer__column">
          <h2>Contact</h2>
          <ul>
            <li>
              <Link to={paths.contact}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.reportAbuse}>Report abuse</Link>
            </li>
            <li>
              <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
            </li>
            <li className="footer__hours">{policyFacts.supportHours}</li>
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>
          © {year} {brand.name}. Payments for digital goods only, in INR.
        </p>
        <p>
          Built by{' '}
          <a href={brand.developerUrl} target="_blank" rel="noreferrer noopener">
            {brand.developerName}
          </a>
        </p>
      </div>
    </footer>
  );
}
