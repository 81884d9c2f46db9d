import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';
import './article.css';

const toc = [
  ['why', 'Why turn a website into an app?'],
  ['ready', 'Is your website ready?'],
  ['steps', 'Build the APK in four steps'],
  ['install', 'Install and test on your phone'],
  ['publish', 'Publish on Google Play'],
  ['tips', 'Tips for a better app'],
] as const;

export function WebsiteToAppGuide() {
  return (
    <article className="article">
      <title>{`How to turn your website into an Android app · ${brand.name}`}</title>
      <header className="article__hero">
        <div className="article__narrow">
          <p className="eyebrow">Guide · 8 min read</p>
          <h1 className="article__title">How to turn your website into an Android app</h1>
          <p className="article__lead">
            A practical walkthrough: what your site needs, how to build and sign an APK in minutes, how to test it on a
            real phone, and what it takes to get it on Google Play.
          </p>
        </div>
      </header>
      <div className="article__narrow article__body">
        <nav className="article__toc" aria-label="In this guide">
          <p className="article__toc-title">In this guide</p>
          <ol>
            {toc.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <section id="why" aria-labelledby="why-title">
          <h2 id="why-title">Why turn a website into an app?</h2>
          <p>
            Your customers already spend most of their phone time inside apps. An icon on their home screen is one tap
            away, opens full screen without an address bar, and reminds them of you every time they unlock their phone.
          </p>
          <p>
            A website-based app (sometimes called a web-view app) shows your live site inside a native Android shell.
            Every change you make on the website appears in the app immediately, with no new release.
          </p>
        </section>

        <section id="ready" aria-labelledby="ready-title">
          <h2 id="ready-title">Is your website ready?</h2>
          <ul>
            <li>
              <strong>Mobile friendly.</strong> Check your site on a phone: text readable without zooming, buttons big
              enough to tap.
            </li>
            <li>
              <strong>HTTPS.</strong> Android blocks plain-HTTP traffic by default; serve your site over https://.
            </li>
            <li>
              <strong>Fast.</strong> Compress images and avoid heavy pop-ups; an app is judged on its first seconds.
            </li>
            <li>
              <strong>An icon.</strong> A square PNG or JPG of at least 512x512 pixels with a simple, recognisable
              shape.
            </li>
          </ul>
        </section>

        <section id="steps" aria-labelledby="steps-title">
          <h2 id="steps-title">Build the APK in four steps</h2>
          <ol className="article__steps">
            <li>
              <strong>Enter your website URL</strong> on the <Link to={paths.converter}>converter</Link>. We add
              https:// if you leave it out.
            </li>
            <li>
              <strong>Preview in mobile.</strong> Your site loads inside a phone so you can see what your users will
              see. A few sites forbid being shown inside other pages; we tell you when that happens, and the app itself
              is not affected.
            </li>
            <li>
              <strong>Generate free APK.</strong> Give the app a name and an icon. The build runs on our servers and is
              signed with a key that belongs to your account, so future updates install over the old version.
            </li>
            <li>
              <strong>Download and share.</strong> The APK downloads to your device, ready to install or to send to
              testers.
            </li>
          </ol>
        </section>

        <section id="install" aria-labelledby="install-title">
          <h2 id="install-title">Install and test on your phone</h2>
          <p>
            Open the downloaded file on an Android phone. The first time, Android asks you to allow installs from your
            browser or file manager: allow it for that app only. Then check the essentials: sign-in, forms, payments,
            links that open other apps (phone, WhatsApp, maps) and the back button.
          </p>
        </section>

        <section id="publish" aria-labelledby="publish-title">
          <h2 id="publish-title">Publish on Google Play</h2>
          <p>
            Google Play accepts Android App Bundles (AAB) rather than APKs for new apps. You also need a Google Play
            developer account in your name, which costs a one-time US$25 fee paid to Google, plus a privacy policy URL,
            screenshots and a store description.
          </p>
          <p>
            Counting Google&apos;s review and the closed testing period new personal accounts must complete, publishing
            takes about 3 weeks. Our publishing plan prepares the bundle and the listing for you and comes with a 2-day
            guarantee for our submission. See the <Link to={paths.plans}>plans</Link> for details.
          </p>
        </section>

        <section id="tips" aria-labelledby="tips-title">
          <h2 id="tips-title">Tips for a better app</h2>
          <ul>
            <li>Hide the website&apos;s own &ldquo;download our app&rdquo; banners inside the app.</li>
            <li>Make sure login sessions last: people expect to stay signed in inside apps.</li>
            <li>Use a short app name (under 12 characters shows fully under the icon).</li>
            <li>Keep your icon readable at small sizes: one symbol, strong contrast, no small text.</li>
          </ul>
        </section>

        <aside className="article__cta" aria-label="Try it">
          <div>
            <h2>Ready to see your site as an app?</h2>
            <p>Preview it on a phone and download the APK, free.</p>
          </div>
          <ButtonLink to={paths.converter} size="lg">
            Open the converter
          </ButtonLink>
        </aside>
      </div>
    </article>
  );
}
