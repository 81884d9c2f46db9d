import { DownloadIcon, GlobeIcon, SmartphoneIcon, StoreIcon } from '@/components/ui/icons';
import './marketing.css';

const steps = [
  {
    icon: GlobeIcon,
    title: 'Enter your website',
    text: 'Paste the address of the site you want as an app. No code, no SDK.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Preview in mobile',
    text: 'See your site inside a phone exactly as your users will.',
  },
  {
    icon: DownloadIcon,
    title: 'Generate the APK',
    text: 'We build and sign it on our servers in seconds. Download it for free.',
  },
  {
    icon: StoreIcon,
    title: 'Install or publish',
    text: 'Share the APK, or let us take it to Google Play with a paid plan.',
  },
];

export function HowEasyItIs() {
  return (
    <section className="section" aria-labelledby="how-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Four steps</p>
          <h2 id="how-title">How Easy It Is</h2>
          <p>From a web address to an app on your phone in about a minute.</p>
        </div>
        <ol className="steps">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="step__icon" aria-hidden="true">
                <Icon size={26} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
