/** The dashboard's banner: a greeting over five pictures of the company's services. */
const HERO_IMAGES = [
  'carousel-marketing',
  'carousel-social',
  'carousel-website',
  'carousel-crm',
  'carousel-whatsapp',
] as const;

export function HeroBanner({ name }: { name: string }) {
  return (
    <section className="marketing-hero" aria-labelledby="marketing-hero-title">
      <div className="marketing-hero__text">
        <h1 id="marketing-hero-title" className="marketing-hero__title">
          Welcome, {name}
        </h1>
        <p>Your tasks for today and the visits you rescheduled, in one place.</p>
      </div>
      <ul className="marketing-hero__images" aria-hidden="true">
        {HERO_IMAGES.map((image) => (
          <li key={image}>
            <img src={`/images/home/${image}.svg`} alt="" width="160" height="100" loading="lazy" />
          </li>
        ))}
      </ul>
    </section>
  );
}
