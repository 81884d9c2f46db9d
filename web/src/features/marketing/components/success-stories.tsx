import './marketing.css';
import { QuoteIcon } from '@/components/ui/icons';

// Representative customer journeys (business type and outcome), not endorsements by named people.
const stories = [
  {
    business: 'Neighbourhood bakery, Pune',
    plan: 'AAB Bundle File for Publishing',
    story:
      'Turned their ordering site into an app for regular customers. Repeat orders now arrive through the app icon instead of a bookmarked link.',
    result: 'Live on Google Play',
  },
  {
    business: 'Coaching institute, Jaipur',
    plan: 'End-to-End Support',
    story:
      'Students open timetables, notes and test results from one app. The team updates the website and the app follows the same minute.',
    result: 'One app for 3 branches',
  },
  {
    business: 'Community news portal, Kochi',
    plan: 'Fully Customized & Ads Free APK',
    story:
      'Shared a signed APK with volunteers first to test, then moved to a store listing once readers asked for it.',
    result: 'Tested with volunteers in a day',
  },
];

export function SuccessStories() {
  return (
    <section className="section section--tinted" aria-labelledby="stories-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Success stories</p>
          <h2 id="stories-title">Built by businesses like yours</h2>
          <p>Small teams, no mobile developers, real apps.</p>
        </div>
        <ul className="stories">
          {stories.map((item) => (
            <li key={item.business} className="story">
              <QuoteIcon size={28} className="story__quote" />
              <p className="story__text">{item.story}</p>
              <div className="story__foot">
                <p className="story__business">{item.business}</p>
                <p className="story__plan">{item.plan}</p>
                <p className="story__result">{item.result}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
