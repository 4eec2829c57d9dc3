import { SITE } from '../../../../common/site';
import { BENEFITS, CULTURE, WHY_JOIN } from './careers-content';

export function WhyJoin() {
  return (
    <section className="careers-section" aria-labelledby="why-join-heading">
      <h2 id="why-join-heading">Why Join {SITE.name}?</h2>
      <ul className="careers-cards">
        {WHY_JOIN.map((card) => (
          <li key={card.title} className="careers-card surface-card">
            {/* Below the job list: lazy, so the browser fetches it after what the first screen needs. */}
            <img src={card.icon} alt="" width={48} height={48} loading="lazy" />
            <h3>{card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Culture() {
  return (
    <section className="careers-section careers-culture" aria-labelledby="culture-heading">
      <h2 id="culture-heading">{CULTURE.heading}</h2>
      {CULTURE.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)}>{paragraph}</p>
      ))}
      <ul className="careers-values" aria-label="Our values">
        {CULTURE.values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </section>
  );
}

export function Benefits() {
  return (
    <section className="careers-section" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">Benefits &amp; Perks</h2>
      <ul className="careers-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
