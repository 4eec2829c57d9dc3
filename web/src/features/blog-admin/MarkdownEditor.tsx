import { useRef, useState, type ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { BlogBodyFormat } from '../../../../common/blog-body';
import { MediaPicker } from '../../components/media-picker/MediaPicker';
import {
  insertBlock,
  insertLink,
  prefixLines,
  wrapSelection,
  type TextEdit,
} from './markdown-editing';
import type { BlogFormOutput, BlogFormValues } from './blog-form-values';
import { useMarkdownPreview } from './use-markdown-preview';
import './markdown-editor.css';

interface MarkdownEditorProps {
  control: Control<BlogFormValues, unknown, BlogFormOutput>;
  id: string;
  format: BlogBodyFormat;
}

/**
 * The post's body: a textarea with a Markdown toolbar (headings, emphasis, lists, links and
 * images from the media library, each with alt text) beside a live preview rendered by the
 * server, as the post's page will show it.
 */
export function MarkdownEditor({ control, id, format }: MarkdownEditorProps) {
  const { field, fieldState } = useController({ control, name: 'description' });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [picking, setPicking] = useState(false);
  const text = (field.value as string | undefined) ?? '';
  const preview = useMarkdownPreview(text, format);
  const message = fieldState.error?.message;

  const apply = (edit: (selection: { text: string; start: number; end: number }) => TextEdit) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = edit({ text, start, end });
    field.onChange(next.text);
    // After React has written the new text, put the selection where the edit says.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };

  return (
    <div className="markdown-editor">
      <div className="markdown-editor__panes">
        <div className="markdown-editor__write">
          <label htmlFor={id}>Description</label>
          {format === 'MARKDOWN' && (
            <div
              className="markdown-editor__toolbar"
              role="toolbar"
              aria-label="Formatting"
              aria-controls={id}
            >
              <ToolButton label="Heading" onClick={() => apply((s) => prefixLines(s, '## '))}>
                H
              </ToolButton>
              <ToolButton
                label="Bold"
                onClick={() => apply((s) => wrapSelection(s, '**', 'bold text'))}
              >
                <b>B</b>
              </ToolButton>
              <ToolButton
                label="Italic"
                onClick={() => apply((s) => wrapSelection(s, '_', 'italic text'))}
              >
                <i>I</i>
              </ToolButton>
              <ToolButton label="Bulleted list" onClick={() => apply((s) => prefixLines(s, '- '))}>
                • List
              </ToolButton>
              <ToolButton label="Link" onClick={() => apply(insertLink)}>
                Link
              </ToolButton>
              <button
                type="button"
                className="button button--small"
                onClick={() => setPicking(true)}
              >
                Insert image
              </button>
            </div>
          )}
          <textarea
            id={id}
            name={field.name}
            ref={(element) => {
              textarea.current = element;
              field.ref(element);
            }}
            value={text}
            rows={14}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${id}-format-hint`, message && `${id}-error`]
              .filter(Boolean)
              .join(' ')}
          />
          <p id={`${id}-format-hint`} className="markdown-editor__hint">
            {format === 'MARKDOWN'
              ? '## Heading, **bold**, _italic_, - list item, [link](https://...); images from the library need alt text.'
              : 'Plain text: each line is a paragraph.'}
          </p>
          {message && (
            <p id={`${id}-error`} className="blog-form__error">
              {message}
            </p>
          )}
        </div>
        <PreviewPane preview={preview} />
      </div>
      <MediaPicker
        open={picking}
        title="Insert an image"
        askAlt
        onClose={() => setPicking(false)}
        onPick={({ image, alt }) => {
          setPicking(false);
          apply((selection) => insertBlock(selection, `![${alt}](${image.url})`));
        }}
      />
    </div>
  );
}

function ToolButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="markdown-editor__tool"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

function PreviewPane({ preview }: { preview: ReturnType<typeof useMarkdownPreview> }) {
  return (
    <section className="markdown-editor__preview" aria-label="Preview">
      <h3 className="markdown-editor__preview-title">Preview</h3>
      {preview.kind === 'plain' ? (
        <div className="post-body">
          {preview.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <>
          {preview.problem && (
            <p className="blog-form__error" role="alert">
              {preview.problem}
            </p>
          )}
          {preview.failed && (
            <p className="blog-form__error" role="alert">
              The preview could not be loaded; saving still works.
            </p>
          )}
          {/* Rendered and sanitised by the server's renderer: no raw HTML runs here. */}
          <div
            className="post-body"
            aria-busy={preview.busy}
            dangerouslySetInnerHTML={{ __html: preview.html ?? '' }}
          />
        </>
      )}
    </section>
  );
}
