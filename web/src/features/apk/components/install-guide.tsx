import { buildResultMessages as m } from '../lib/build-result-messages';

/** How a phone installs an APK from outside a store, in the words Android itself uses. */
export function InstallGuide({ fileName }: { fileName: string }) {
  return (
    <section className="build-result__guide" aria-labelledby="build-result-guide-title">
      <h3 id="build-result-guide-title" className="build-result__subtitle">
        {m.guideTitle}
      </h3>
      <ol className="build-result__steps">
        <li>{m.guideAllow}</li>
        <li>{m.guideOpen(fileName)}</li>
        <li>{m.guideInstall}</li>
      </ol>
    </section>
  );
}
