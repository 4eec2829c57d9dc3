import { SITE } from '../../../../common/site';
import { usePublicUrl } from '../../lib/public-url';
import { JsonLd } from '../../components/JsonLd';

/** Who the company is, for search engines: schema.org Organization. */
export function OrganizationJsonLd() {
  const base = usePublicUrl();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE.name,
        legalName: SITE.legalName,
        url: new URL('/', base).href,
        logo: new URL('/favicon.svg', base).href,
        email: SITE.email,
        telephone: SITE.phone,
        address: { '@type': 'PostalAddress', streetAddress: SITE.address, addressCountry: 'IN' },
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          telephone: SITE.phone,
          email: SITE.email,
          areaServed: 'IN',
        },
        founder: { '@type': 'Person', name: SITE.founder.name },
        sameAs: Object.values(SITE.social),
      }}
    />
  );
}
