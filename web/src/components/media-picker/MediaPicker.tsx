import { useId, useState, type SyntheticEvent } from 'react';
import type { MediaPickerAssetsQuery } from '../../graphql/graphql';
import { useMediaPickerAssetsQuery } from '../../graphql/hooks';
import { ListState } from '../ListState';
import { Modal } from '../Modal';
import { ResponsiveImage } from '../ResponsiveImage';
import './media-picker.css';

export type LibraryImage = MediaPickerAssetsQuery['mediaAssets']['items'][number];

/** An image picked from the library; `alt` only when the picker asked for it. */
export interface PickedImage {
  image: LibraryImage;
  alt: string;
}

interface MediaPickerProps {
  open: boolean;
  title: string;
  /** Ask for alt text before handing the image over (an image inside a post's text). */
  askAlt?: boolean;
  onPick: (picked: PickedImage) => void;
  onClose: () => void;
}

const PAGE_SIZE = 60;
const TILE_FALLBACK_SIZE = { width: 160, height: 96 };
export const ALT_REQUIRED =
  'Alt text is required: describe what the image shows for people who cannot see it';

/** The media library's newest images to choose from, in a dialog of its own. */
export function MediaPicker({ open, title, askAlt = false, onPick, onClose }: MediaPickerProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      className="media-picker"
    >
      {open && <PickerBody askAlt={askAlt} onPick={onPick} />}
    </Modal>
  );
}

function PickerBody({ askAlt, onPick }: { askAlt: boolean; onPick: MediaPickerProps['onPick'] }) {
  const [chosen, setChosen] = useState<LibraryImage | null>(null);
  const result = useMediaPickerAssetsQuery({
    variables: { offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  if (chosen && askAlt) {
    return <AltTextStep image={chosen} onBack={() => setChosen(null)} onDone={onPick} />;
  }
  return (
    <ListState
      result={result}
      noun="images"
      emptyHint="Upload an image with a blog post first; it then appears here."
      isEmpty={(data) => data.mediaAssets.items.length === 0}
    >
      {({ mediaAssets }) => (
        <ul className="media-picker__grid">
          {mediaAssets.items.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                className="media-picker__tile"
                onClick={() => (askAlt ? setChosen(image) : onPick({ image, alt: '' }))}
              >
                <ResponsiveImage
                  image={image.cardPicture}
                  placeholder={image.url}
                  sizes="10rem"
                  fallbackSize={TILE_FALLBACK_SIZE}
                  alt=""
                />
                <span>{image.originalName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

function AltTextStep({
  image,
  onBack,
  onDone,
}: {
  image: LibraryImage;
  onBack: () => void;
  onDone: MediaPickerProps['onPick'];
}) {
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: SyntheticEvent) => {
    // The picker sits inside the post's form: its submit must not submit the post.
    event.preventDefault();
    event.stopPropagation();
    const text = alt.replace(/[[\]]/g, '').trim();
    if (!text) {
      setError(ALT_REQUIRED);
      return;
    }
    onDone({ image, alt: text });
  };
  return (
    <form className="media-picker__alt" noValidate onSubmit={submit}>
      <ResponsiveImage
        className="media-picker__chosen"
        image={image.picture}
        placeholder={image.url}
        sizes="16rem"
        fallbackSize={TILE_FALLBACK_SIZE}
        alt=""
      />
      <label htmlFor={`${id}-alt`}>Alt text</label>
      <input
        id={`${id}-alt`}
        value={alt}
        maxLength={200}
        placeholder="e.g. Our team planning a release at the Noida office"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-alt-error` : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <p id={`${id}-alt-error`} className="media-picker__error" role="alert">
          {error}
        </p>
      )}
      <div className="media-picker__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="button">
          Insert image
        </button>
      </div>
    </form>
  );
}
