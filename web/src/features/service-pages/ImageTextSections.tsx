import { SECTION_IMAGES } from './company-content';
import type { ImageTextSection } from '../../site-copy/pages/service-page-content';

/** Image and text side by side, the image switching sides on every other section. */
export function ImageTextSections({ sections }: { sections: ImageTextSection[] }) {
  return (
    <div className="image-text-list">
      {sections.map((section, index) => (
        <section
          key={section.id}
          className={`image-text ${index % 2 === 1 ? 'image-text--reversed' : ''}`.trim()}
          aria-labelledby={`section-${section.id}`}
        >
          <img
            className="image-text__image"
            src={SECTION_IMAGES[section.id]}
            alt=""
            width={480}
            height={360}
            loading="lazy"
          />
          <div className="image-text__text">
            <h2 id={`section-${section.id}`}>{section.title}</h2>
            <p>{section.body}</p>
            <ul className="image-text__points">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
