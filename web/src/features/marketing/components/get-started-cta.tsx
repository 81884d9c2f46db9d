import './marketing.css';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function GetStartedCta() {
  return (
    <section className="container" aria-labelledby="cta-title">
      <div className="cta-band">
        <div>
          <h2 id="cta-title">Ready when you are</h2>
          <p>Create a free account to download your APK and track paid requests. Need something custom? Talk to us.</p>
        </div>
        <div className="cta-band__actions">
          <ButtonLink to={paths.login} variant="accent" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="on-ink" size="lg">
            Contact Us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
