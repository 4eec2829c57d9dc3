import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { StartProjectButton } from '../features/shell/StartProjectButton';
import { ContactStylesheet } from '../features/contact/ContactStylesheet';

/**
 * /form: the original route showed no content we know of. It becomes a short chooser between
 * the two ways to write to us, so old links still help: the contact form (questions) and the
 * Start Your Project form (new work). Both forms live in one place each, so this page only
 * links to them; it is kept out of search results as it duplicates them.
 */
export default function FormPage() {
  return (
    <section className="container">
      <ContactStylesheet />
      <PageMeta
        title="Get in Touch"
        description="Send us a message or tell us about a new project."
        path={paths.form}
        noIndex
      />
      <h1>Get in Touch</h1>
      <p>Choose the form that fits what you need; we reply within one working day.</p>
      <div className="form-page__choices">
        <section className="form-page__choice surface-card" aria-labelledby="form-page-message">
          <h2 id="form-page-message">Send Us a Message</h2>
          <p>Questions about our services, plans, invoices or support.</p>
          <Link className="button" to={`${paths.contact}#send-message`}>
            Go to the Contact Form
          </Link>
        </section>
        <section className="form-page__choice surface-card" aria-labelledby="form-page-project">
          <h2 id="form-page-project">Start a Project</h2>
          <p>A new website, app, CRM or campaign: leave your details and we will call you.</p>
          <StartProjectButton />
        </section>
      </div>
    </section>
  );
}
