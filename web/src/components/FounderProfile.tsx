import { Link } from 'react-router-dom';
import { SITE } from '../../../common/site';

interface Blurb {
  title: string;
  text: string;
}

interface FounderProfileProps {
  /** The area's look (a CSS block): `home-founder` on the home page, `founder-profile` on About. */
  block: 'home-founder' | 'founder-profile';
  /** The section's place in its page's layout, such as `container` or `marketing-section`. */
  layoutClassName: string;
  heading: string;
  photo: { src: string; alt: string; size: number; lazy?: boolean };
  intro: string;
  blurbs?: readonly Blurb[];
  /** A link to the full biography. */
  biography?: { to: string; label: string };
}

/** The founder's photo, name and role, an introduction, and optionally blurbs or a biography link. */
export function FounderProfile({
  block,
  layoutClassName,
  heading,
  photo,
  intro,
  blurbs = [],
  biography,
}: FounderProfileProps) {
  const headingId = `${block}-heading`;
  return (
    <section className={`${layoutClassName} ${block}`} aria-labelledby={headingId}>
      <img
        className={`${block}__photo`}
        src={photo.src}
        alt={photo.alt}
        width={photo.size}
        height={photo.size}
        loading={photo.lazy ? 'lazy' : undefined}
      />
      <div>
        <h2 id={headingId}>{heading}</h2>
        <p className={`${block}__name`}>
          {SITE.founder.name}, <span>{SITE.founder.role}</span>
        </p>
        <p>{intro}</p>
        {blurbs.length > 0 && (
          <div className={`${block}__blurbs`}>
            {blurbs.map((blurb) => (
              <div key={blurb.title} className={`${block}__blurb`}>
                <h3>{blurb.title}</h3>
                <p>{blurb.text}</p>
              </div>
            ))}
          </div>
        )}
        {biography && <Link to={biography.to}>{biography.label}</Link>}
      </div>
    </section>
  );
}
