import { SITE } from '../../../../common/site';
import { HOME_FOUNDER } from '../../content/home';

export function FounderProfile() {
  const { vision, mission } = HOME_FOUNDER;
  return (
    <section className="container home-founder" aria-labelledby="home-founder-heading">
      <img
        className="home-founder__photo"
        src={SITE.founder.photo}
        alt={`Portrait of ${SITE.founder.name}`}
        width="240"
        height="240"
        loading="lazy"
      />
      <div>
        <h2 id="home-founder-heading">{HOME_FOUNDER.heading}</h2>
        <p className="home-founder__name">
          {SITE.founder.name}, <span>{SITE.founder.role}</span>
        </p>
        <p>{HOME_FOUNDER.intro}</p>
        <div className="home-founder__blurbs">
          {[vision, mission].map((blurb) => (
            <div key={blurb.title} className="home-founder__blurb">
              <h3>{blurb.title}</h3>
              <p>{blurb.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
