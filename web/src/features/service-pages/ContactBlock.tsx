import { Link } from 'react-router-dom';
import { SITE } from '../../../../common/site';

/** Where to reach the company, closing every marketing page. */
export function ContactBlock({ contactPath }: { contactPath: string }) {
  return (
    <section className="contact-block" aria-labelledby="contact-block">
      <div className="contact-block__inner">
        <h2 id="contact-block">Talk to {SITE.name}</h2>
        <p>Tell us what you want to build; we answer every enquiry within one working day.</p>
        <address className="contact-block__details">
          <p>
            <span className="contact-block__label">Address</span> {SITE.address}
          </p>
          <p>
            <span className="contact-block__label">E-mail</span>{' '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <p>
            <span className="contact-block__label">Phone</span>{' '}
            <a href={`tel:${SITE.phone.replace(/\s/g, '')}`}>{SITE.phone}</a>
          </p>
        </address>
        <Link className="button" to={contactPath}>
          Contact Us
        </Link>
      </div>
    </section>
  );
}
