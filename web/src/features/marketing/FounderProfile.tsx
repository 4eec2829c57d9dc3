import { Link } from 'react-router-dom';
import { SITE } from '../../../../common/site';

/** A short founder card linking to the full biography. */
export function FounderProfile({ blurb, biographyPath }: { blurb: string; biographyPath: string }) {
  return (
    <section className="marketing-section founder-profile" aria-labelledby="founder-profile">
      <img
        className="founder-profile__photo"
        src="/images/marketing/founder.svg"
        alt=""
        width={160}
        height={160}
      />
      <div>
        <h2 id="founder-profile">Meet Our Founder</h2>
        <p className="founder-profile__name">
          {SITE.founder.name}, {SITE.founder.role}
        </p>
        <p>{blurb}</p>
        <Link to={biographyPath}>Read {SITE.founder.name}’s story</Link>
      </div>
    </section>
  );
}
