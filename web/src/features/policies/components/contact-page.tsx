import { AboutBlock } from '@/components/about-block';
import { brand } from '@/config/brand';
import { ClockIcon, MailIcon, ZapIcon } from '@/components/ui/icons';
import { policyFacts as f } from '../lib/policy-facts';
import './contact-page.css';
import './policy-layout.css';

export function ContactPage() {
  return (
    <div className="contact">
      <title>{`Contact · ${brand.name}`}</title>
      <header className="policy__hero">
        <div className="container">
          <p className="eyebrow">Contact</p>
          <h1 className="policy__title">Talk to us</h1>
          <p className="policy__summary">
            Questions about a build, a custom plan or a payment? Write to us and a person answers.
          </p>
        </div>
      </header>
      <div className="container contact__body">
        <div className="contact__cards">
          <a
            className="contact__card"
            href={`mailto:${brand.supportEmail}?subject=${encodeURIComponent(`${brand.name} support`)}`}
          >
            <MailIcon size={24} />
            <h2>Email support</h2>
            <p>{brand.supportEmail}</p>
          </a>
          <div className="contact__card">
            <ClockIcon size={24} />
            <h2>Support hours</h2>
            <p>{f.supportHours}</p>
          </div>
          <div className="contact__card">
            <ZapIcon size={24} />
            <h2>Response time</h2>
            <p>Under {f.supportReplyHours} hours</p>
          </div>
        </div>
        <section className="contact__custom" aria-labelledby="custom-title">
          <h2 id="custom-title">Custom plans</h2>
          <p>
            Need something the plans do not cover, such as push notifications, a custom splash screen, several store
            listings or ongoing maintenance? Choose &ldquo;Other (Custom Requirement)&rdquo; when you submit a request,
            or email us what you need. We review it and send a quote; payment for custom plans is arranged by our
            support team.
          </p>
        </section>
        <AboutBlock />
      </div>
    </div>
  );
}
