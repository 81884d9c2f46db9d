import { brand } from '@/config/brand';
import { MailIcon } from './ui/icons';
import './about-block.css';

/** docs/product.md §2 "About Us": a short description, the developer credit and a contact email (values from config). */
export function AboutBlock() {
  return (
    <section className="about" aria-labelledby="about-title">
      <div>
        <h2 className="about__title" id="about-title">
          About {brand.name}
        </h2>
        <p className="about__text">
          {brand.name} turns websites into real Android apps. Every APK is built on our own servers, signed with a key
          that belongs to your account, and ready to install in seconds. When you want more, our team prepares the app
          bundle for Google Play and can publish it for you.
        </p>
        <p className="about__credit">
          Designed and developed by{' '}
          <a href={brand.developerUrl} target="_blank" rel="noreferrer noopener">
            {brand.developerName}
          </a>
          .
        </p>
      </div>
      <a className="about__contact" href={`mailto:${brand.supportEmail}`}>
        <MailIcon size={18} />
        {brand.supportEmail}
      </a>
    </section>
  );
}
