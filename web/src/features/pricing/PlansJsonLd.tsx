import { BILLING_CYCLES, CYCLE_LABELS, PLAN_LIST } from '../../../../common/plans';
import { SITE } from '../../../../common/site';
import { usePublicUrl } from '../../lib/public-url';
import { paths } from '../../lib/paths';
import { JsonLd } from '../../components/JsonLd';

/** schema.org Product with one Offer per plan and cycle, so search engines can show prices. */
export function PlansJsonLd() {
  const base = usePublicUrl();
  const offers = PLAN_LIST.flatMap((plan) =>
    BILLING_CYCLES.map((cycle) => ({
      '@type': 'Offer',
      name: `${plan.name} (${CYCLE_LABELS[cycle]})`,
      price: plan.prices[cycle].toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: new URL(paths.payment({ plan: plan.key, cycle }), base).href,
    })),
  );
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'WhatsApp Business API',
        description:
          'Official WhatsApp Business API with broadcasts, shared inbox, chatbots and automation.',
        brand: { '@type': 'Brand', name: SITE.name },
        url: new URL(paths.whatsapp, base).href,
        offers,
      }}
    />
  );
}
