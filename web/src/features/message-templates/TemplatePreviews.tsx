import { useEffect, useRef, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { Spinner } from '../../components/Spinner';
import { TabSet } from '../../components/TabSet';
import type { MessageTemplatePreviewsQuery } from '../../graphql/graphql';
import { useMessageTemplatePreviewsQuery } from '../../graphql/hooks';
import './message-templates.css';

type Preview = MessageTemplatePreviewsQuery['messageTemplatePreviews'][number];

const CHANNEL_LABELS: Record<Preview['channel'], string> = {
  EMAIL: 'E-mail',
  WHATSAPP: 'WhatsApp',
  // Webhook bodies are event data, not templates: never previewed, labelled for completeness.
  WEBHOOK: 'Webhook',
};

/**
 * Settings > Message templates: every e-mail and WhatsApp message the site sends, rendered by the
 * server with sample data exactly as it goes out (HTML and plain text).
 */
export function TemplatePreviews() {
  const result = useMessageTemplatePreviewsQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <QueryState
      result={result}
      loading={<Spinner label="Loading the templates" />}
      failure={(error) => (
        <p role="alert" className="message-templates__error">
          Could not load the templates: {error.message}
        </p>
      )}
    >
      {(data) => <TemplateBrowser previews={data.messageTemplatePreviews} />}
    </QueryState>
  );
}

/** Below this width the list sits above the preview (message-templates.css). */
const STACKED = '(max-width: 48rem)';

function TemplateBrowser({ previews }: { previews: readonly Preview[] }) {
  const [selectedName, setSelectedName] = useState(previews[0]?.name);
  const [picked, setPicked] = useState(false);
  const selected = previews.find((preview) => preview.name === selectedName) ?? previews[0];
  return (
    <div className="message-templates">
      <ul className="message-templates__list" aria-label="Templates">
        {previews.map((preview) => (
          <li key={preview.name}>
            <button
              type="button"
              className="message-templates__choice"
              aria-pressed={preview.name === selected?.name}
              onClick={() => {
                setSelectedName(preview.name);
                setPicked(true);
              }}
            >
              <span className="message-templates__channel">{CHANNEL_LABELS[preview.channel]}</span>
              <span>{preview.subject ?? preview.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected && <TemplatePreview key={selected.name} preview={selected} reveal={picked} />}
    </div>
  );
}

/** `reveal`: a template was picked, so on a phone, where the list comes first, bring it into view. */
function TemplatePreview({ preview, reveal }: { preview: Preview; reveal: boolean }) {
  const title = preview.subject ?? `WhatsApp template ${preview.name}`;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom, which renders the component tests, has neither matchMedia nor scrollIntoView.
    if (!reveal || !element || !('scrollIntoView' in element) || !('matchMedia' in window)) return;
    if (window.matchMedia(STACKED).matches) element.scrollIntoView({ block: 'start' });
  }, [reveal]);
  const text = <pre className="message-templates__text">{preview.text}</pre>;
  return (
    <article
      ref={ref}
      className="message-templates__preview"
      aria-labelledby="template-preview-title"
    >
      <h2 id="template-preview-title">{title}</h2>
      <p className="message-templates__description">
        {preview.description}. Template <code>{preview.name}</code>.
      </p>
      {preview.html ? (
        <TabSet
          label="Version"
          tabs={[
            {
              id: 'html',
              label: 'HTML',
              content: (
                // Sandboxed without scripts: the e-mail is shown, never run, as mail programs do.
                <iframe
                  className="message-templates__frame"
                  title={`HTML version of ${title}`}
                  sandbox=""
                  srcDoc={preview.html}
                />
              ),
            },
            { id: 'text', label: 'Plain text', content: text },
          ]}
        />
      ) : (
        text
      )}
    </article>
  );
}
