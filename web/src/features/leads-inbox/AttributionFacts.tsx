import type { AttributionFacts_TouchFragment } from '../../graphql/graphql';

type Touch = AttributionFacts_TouchFragment;

/**
 * Where the visitor came from: the source the lead is counted under, then the first and last
 * touch in a line each (campaign parameters, the site before, the page landed on).
 */
export function AttributionFacts({
  source,
  firstTouch,
  lastTouch,
}: {
  source: string | null;
  firstTouch: Touch | null | undefined;
  lastTouch: Touch | null | undefined;
}) {
  return (
    <>
      <dt>Source</dt>
      <dd>{source ?? 'Unknown (sent without attribution)'}</dd>
      {firstTouch && <TouchFact term="First visit" touch={firstTouch} />}
      {lastTouch && <TouchFact term="Latest visit" touch={lastTouch} />}
    </>
  );
}

function TouchFact({ term, touch }: { term: string; touch: Touch }) {
  const campaign = [touch.utmSource, touch.utmMedium, touch.utmCampaign, touch.utmTerm]
    .concat(touch.utmContent)
    .filter(Boolean)
    .join(' / ');
  const parts = [
    campaign && `Campaign: ${campaign}`,
    touch.referrer ? `from ${touch.referrer}` : 'no referring site',
    touch.landingPage && `landed on ${touch.landingPage}`,
  ].filter(Boolean);
  return (
    <>
      <dt>{term}</dt>
      <dd>{parts.join(', ')}</dd>
    </>
  );
}
