import { TabSet } from '../../components/TabSet';
import type { TabCopy } from '../../site-copy/whatsapp';

/** A titled section whose topics are tabs, each panel a heading, a paragraph and points. */
export function TabbedCopy({
  id,
  heading,
  label,
  tabs,
}: {
  id: string;
  heading: string;
  label: string;
  tabs: TabCopy[];
}) {
  return (
    <section className="container whatsapp-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <TabSet
        label={label}
        className="whatsapp-tabs"
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: (
            <div className="whatsapp-tabs__panel">
              <h3>{tab.title}</h3>
              <p>{tab.description}</p>
              <ul>
                {tab.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ),
        }))}
      />
    </section>
  );
}
