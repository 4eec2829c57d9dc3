import { useState } from 'react';
import type { CaseStudy } from '../../site-copy/portfolio';

/** One case study; 'View Case Study' discloses what was built, in place. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const [open, setOpen] = useState(false);
  const titleId = `case-${study.id}-title`;
  const detailsId = `case-${study.id}-details`;
  return (
    <article className="case-card picture-card surface-card" aria-labelledby={titleId}>
      <img
        className="case-card__image picture-card__image"
        src={study.imageUrl}
        alt=""
        width="480"
        height="270"
      />
      <div className="case-card__body">
        <p>
          <span className="badge">{study.category}</span>
        </p>
        <h2 id={titleId} className="case-card__title">
          {study.title}
        </h2>
        <p className="case-card__impact">{study.impact}</p>
        <p>{study.description}</p>
        <ul className="case-card__tags" aria-label="Tags">
          {study.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <dl className="case-card__metrics">
          <div>
            <dt>ROI</dt>
            <dd>{study.metrics.roi}</dd>
          </div>
          <div>
            <dt>Timeline</dt>
            <dd>{study.metrics.timeframe}</dd>
          </div>
          <div>
            <dt>Satisfaction</dt>
            <dd>{study.metrics.satisfaction}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="button button--small"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          View Case Study
        </button>
        <div id={detailsId} className="case-card__details" hidden={!open}>
          <h3>What we delivered</h3>
          <ul>
            {study.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
