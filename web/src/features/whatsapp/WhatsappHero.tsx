import { WHATSAPP_HERO } from '../../site-copy/whatsapp';
import { ClickToCallLink, FreeTrialLink, LiveDemoLink } from './contact-links';

export function WhatsappHero() {
  return (
    <section className="hero whatsapp-hero">
      <div className="container whatsapp-hero__inner">
        <div>
          <h1>{WHATSAPP_HERO.title}</h1>
          <p className="hero__lead">{WHATSAPP_HERO.lead}</p>
          <p className="whatsapp-actions">
            <FreeTrialLink />
            <LiveDemoLink className="button button--ghost" />
            <ClickToCallLink />
          </p>
        </div>
        <img
          className="whatsapp-hero__image"
          src="/images/whatsapp/chat-hero.svg"
          alt=""
          width="360"
          height="300"
        />
      </div>
    </section>
  );
}
