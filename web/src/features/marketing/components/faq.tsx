import './marketing.css';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

const questions = [
  {
    q: 'Is the APK really free?',
    a: 'Yes. Preview your site and download a signed APK at no cost. Paid plans add an ads-free customised build, the app bundle Google Play needs, and publishing support.',
  },
  {
    q: 'How long does a build take?',
    a: 'Usually seconds; our policy promise is under 2 minutes, and never more than 15. You see the progress while it runs.',
  },
  {
    q: 'Do I need to change my website?',
    a: 'No. The app shows your live website. If your site works well on a phone, it works well in the app, and every update you publish appears in the app at once.',
  },
  {
    q: 'Can you put my app on Google Play?',
    a: 'Yes, with the publishing or end-to-end plans. You need a Google Play developer account (a one-time US$25 fee paid to Google). Publishing takes about 3 weeks because of store reviews.',
  },
  {
    q: 'Will my app update when I rebuild it?',
    a: 'Yes. Each build for the same website is signed with the same key kept for your account and gets a higher version number, so it installs over the old one.',
  },
  {
    q: 'How do payments and refunds work?',
    a: 'You pay in INR through Razorpay (cards, UPI, net banking). Refund claims are accepted within 7 days of payment.',
    link: { to: paths.refund, label: 'Read the refund policy' },
  },
];

export function Faq() {
  return (
    <section className="section" aria-labelledby="faq-title">
      <div className="container faq">
        <div className="section-head">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Frequently asked questions</h2>
        </div>
        <div className="faq__list">
          {questions.map((item) => (
            <details key={item.q} className="faq__item">
              <summary>
                <span>{item.q}</span>
                <ChevronDownIcon size={18} className="faq__chevron" />
              </summary>
              <div className="faq__answer">
                <p>{item.a}</p>
                {item.link ? <Link to={item.link.to}>{item.link.label}</Link> : null}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
