import { brand } from '@/config/brand';

// docs/product.md §9 reports the pricing structured data as low 299, high 1499 across 4 offers, which differs
// from the plan prices shown on the page; both are kept as docs/product.md §9 reports them.
const pricingStructuredData = {
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: `${brand.name} website to Android app conversion`,
  description:
    'Convert a website into a signed, installable Android app (APK), with plans for app bundles and store publishing.',
  brand: { '@type': 'Brand', name: brand.name },
  offers: {
    '@type': 'AggregateOffer',
    priceCurrency: 'INR',
    lowPrice: '299',
    highPrice: '1499',
    offerCount: '4',
  },
} as const;

export function PricingStructuredData() {
  // "<" is escaped so the JSON can never close the script element.
  const json = JSON.stringify(pricingStructuredData).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
