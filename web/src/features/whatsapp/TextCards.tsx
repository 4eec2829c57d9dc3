import type { TextItem } from '../../site-copy/whatsapp';

/** A titled grid of short cards (feature blurbs, benefits, why us). */
export function TextCards({
  id,
  heading,
  items,
}: {
  id: string;
  heading: string;
  items: TextItem[];
}) {
  return (
    <section className="container whatsapp-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="text-cards">
        {items.map((item) => (
          <li key={item.title} className="text-cards__card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
