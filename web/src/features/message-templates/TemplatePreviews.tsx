import { useState } from 'react';
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

function TemplateBrowser({ previews }: { previews: readonly Preview[] }) {
  const [selectedName, setSelectedName] = useState(previews[0]?.name);
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
              onClick={() => setSelectedName(preview.name)}
            >
              <span className="message-templates__channel">{CHANNEL_LABELS[preview.channel]}</span>
              <span>{preview.subject ?? preview.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {selected && <TemplatePreview key={selected.name} preview={selected} />}
    </div>
  );
}

function TemplatePreview({ preview }: { preview: Preview }) {
  const title = preview.subject ?? `WhatsApp template ${preview.name}`;
  const text = <pre className="message-templates__text">{preview.text}</pre>;
  return (
    <article className="message-templates__preview" aria-labelledby="template-preview-title">
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
