import { useState } from 'react';
import { HOME_CAROUSEL_ITEMS } from '../../site-copy/home';

/**
 * An endless strip of what we do. The list is rendered twice and the CSS animation moves it
 * by half its width, so the loop has no seam; the copy is hidden from screen readers.
 */
export function ServicesCarousel() {
  const [paused, setPaused] = useState(false);
  const copies = [false, true];
  return (
    <section className="home-carousel" aria-labelledby="home-carousel-heading">
      <div className="home-carousel__header container">
        <h2 id="home-carousel-heading">What We Deliver</h2>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? 'Play carousel' : 'Pause carousel'}
        </button>
      </div>
      <div className="home-carousel__viewport">
        <ul className={`home-carousel__track${paused ? ' home-carousel__track--paused' : ''}`}>
          {copies.flatMap((isCopy) =>
            HOME_CAROUSEL_ITEMS.map((item) => (
              <li
                key={`${item.title}${isCopy ? '-copy' : ''}`}
                className="home-carousel__item"
                aria-hidden={isCopy || undefined}
              >
                <img src={item.image} alt="" width="288" height="180" loading="lazy" />
                <span className="home-carousel__title">{item.title}</span>
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
