import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { HOME_HERO } from '../../site-copy/home';
import { HeroVideo } from './HeroVideo';

/** The home page's opening: headline, the two calls to action, tags and the looping video. */
export function HomeHero({ onGetFreeWebsite }: { onGetFreeWebsite: () => void }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <h1 id="home-hero-heading">{HOME_HERO.headline}</h1>
          <p className="home-hero__lead">{HOME_HERO.lead}</p>
          <div className="home-hero__actions">
            <button
              type="button"
              className="button home-hero__free"
              onClick={onGetFreeWebsite}
              aria-haspopup="dialog"
            >
              Get Free Website <span className="home-hero__minutes">2 Min</span>
            </button>
            <Link className="button button--ghost" to={paths.aboutUs}>
              Learn More<span className="visually-hidden"> about us</span>
            </Link>
          </div>
          <ul className="home-hero__tags" aria-label="What we do">
            {HOME_HERO.tags.map((tag) => (
              <li key={tag} className="home-hero__tag">
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
