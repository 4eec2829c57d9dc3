import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { ContactCards } from '../features/contact/ContactCards';
import { lazyIsland } from '../lib/islands/lazy-island';
import { ContactStylesheet } from '../features/contact/ContactStylesheet';

// Its code (Apollo, the form library, zod) loads when the visitor reaches for the form.
const ContactForm = lazyIsland(
  () => import('../features/contact/ContactForm').then((module) => module.ContactForm),
  { withApollo: true },
);

function ContactPage() {
  return (
    <>
      <ContactStylesheet />
      <PageMeta
        title="Contact Us"
        description={`Contact ${SITE.name}: visit, e-mail, call or chat on WhatsApp, or send us a message about your project.`}
        path={paths.contact}
      />
      <section className="hero">
        <div className="container">
          <h1>How Can We Help?</h1>
          <p className="hero__lead">
            Questions about a project, a plan or an invoice? Reach us the way that suits you.
          </p>
        </div>
      </section>
      <section className="container" aria-label="Ways to reach us">
        <ContactCards />
      </section>
      <section
        id="send-message"
        className="container container--narrow"
        aria-labelledby="send-message-heading"
      >
        <h2 id="send-message-heading">Send Us a Message</h2>
        <p>We answer every message within one working day.</p>
        <ContactForm />
      </section>
    </>
  );
}

export default ContactPage;
