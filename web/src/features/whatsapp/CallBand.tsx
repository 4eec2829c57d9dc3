import { ClickToCallLink, LiveDemoLink } from './contact-links';

/** Closing call to action: talk to us now. */
export function CallBand() {
  return (
    <section className="whatsapp-call-band" aria-labelledby="call-band-heading">
      <div className="container">
        <h2 id="call-band-heading">Ready to talk to your customers on WhatsApp?</h2>
        <p className="whatsapp-actions">
          <LiveDemoLink />
          <ClickToCallLink />
        </p>
      </div>
    </section>
  );
}
