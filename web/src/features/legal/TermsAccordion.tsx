import { Accordion } from '../../components/Accordion';
import type { TermsSection } from '../../site-copy/terms';

/** The terms, one section open at a time; every section starts closed. */
export function TermsAccordion({ sections }: { sections: readonly TermsSection[] }) {
  return (
    <Accordion
      type="single"
      headingLevel={2}
      className="terms"
      items={sections.map((section) => ({
        id: section.id,
        title: section.title,
        content: section.paragraphs.map((text) => <p key={text}>{text}</p>),
      }))}
    />
  );
}
