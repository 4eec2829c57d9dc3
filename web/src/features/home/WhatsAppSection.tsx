import { whatsappChatUrl } from '../../../../common/site';
import { HOME_WHATSAPP } from '../../site-copy/home';
import { HomeIcon } from './HomeIcon';
import { useReducedMotion } from './use-reduced-motion';
import { useRevealOnView } from './use-reveal-on-view';
import { useRotatingIndex } from './use-rotating-index';

export function WhatsAppSection() {
  const reducedMotion = useReducedMotion();
  const { features } = HOME_WHATSAPP;
  const highlighted = useRotatingIndex(features.length, HOME_WHATSAPP.rotateEveryMs, reducedMotion);
  const { ref, revealed } = useRevealOnView<HTMLElement>(reducedMotion);
  return (
    <section
      ref={ref}
      className={`home-whatsapp${revealed ? ' home-whatsapp--fade-in' : ''}`}
      aria-labelledby="home-whatsapp-heading"
    >
      <div className="container home-whatsapp__inner">
        <div className="home-whatsapp__intro">
          <p className="home-whatsapp__badge">
            <strong>{HOME_WHATSAPP.badge}</strong> {HOME_WHATSAPP.badgeLabel}
          </p>
          <h2 id="home-whatsapp-heading">{HOME_WHATSAPP.heading}</h2>
          <p>{HOME_WHATSAPP.lead}</p>
          <a
            className="button home-whatsapp__cta"
            href={whatsappChatUrl(HOME_WHATSAPP.greeting)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {HOME_WHATSAPP.cta}
            <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
          </a>
        </div>
        <ul className="home-whatsapp__features">
          {features.map((feature, index) => (
            <li
              key={feature.title}
              className="home-whatsapp__feature"
              data-highlighted={index === highlighted || undefined}
            >
              <HomeIcon name={feature.icon} className="home-whatsapp__icon" />
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
