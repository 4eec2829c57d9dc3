import { Link } from 'react-router-dom';
import { HOME_SERVICE_CARDS, HOME_SERVICES_HEADING } from '../../site-copy/home';
import { HomeIcon } from './HomeIcon';

export function ServicesGrid() {
  return (
    <section className="container home-services" aria-labelledby="home-services-heading">
      <h2 id="home-services-heading">{HOME_SERVICES_HEADING}</h2>
      <ul className="home-services__grid card-grid">
        {HOME_SERVICE_CARDS.map((card) => {
          const titleId = `service-${card.readMore.split('/').at(-1) ?? ''}`;
          return (
            <li key={card.title}>
              <article className="home-service surface-card" aria-labelledby={titleId}>
                <HomeIcon name={card.icon} className="home-service__icon" />
                <h3 id={titleId} className="home-service__title">
                  {card.title}
                </h3>
                <p className="home-service__description">{card.description}</p>
                <Link className="home-service__more" to={card.readMore}>
                  Read more<span className="visually-hidden"> about {card.title}</span>
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
