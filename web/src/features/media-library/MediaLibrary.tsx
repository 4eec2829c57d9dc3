import { formatStaffDate } from '../../lib/format-date';
import { formatBytes } from '../../../../common/media';
import { ListState } from '../../components/ListState';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import type { MediaLibraryAssetsQuery } from '../../graphql/graphql';
import { useMediaLibraryAssetsQuery } from '../../graphql/hooks';
import './media-library.css';

const PAGE_SIZE = 100;

/** A tile's width: the grid's columns are at least 15rem, a phone shows one. */
const TILE_IMAGE_SIZES = '(max-width: 600px) 100vw, 20rem';
/** Reserved before an image's own size is known (uploads from before sizes were recorded). */
const TILE_FALLBACK_SIZE = { width: 320, height: 200 };

/** 'Images': every uploaded image with its size, type, date and the posts that show it. */
export function MediaLibrary() {
  const result = useMediaLibraryAssetsQuery({
    variables: { offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className="media-library" aria-labelledby="media-library-title">
      <h1 id="media-library-title" className="admin-page__title">
        Images
      </h1>
      <ListState
        result={result}
        noun="images"
        emptyHint="Images added to blog posts appear here."
        isEmpty={(data) => data.mediaAssets.items.length === 0}
        summary={({ mediaAssets: { items, total } }) =>
          total > items.length && (
            <p>
              Showing the newest {items.length} of {total} images.
            </p>
          )
        }
      >
        {(data) => <MediaGrid assets={data.mediaAssets.items} />}
      </ListState>
    </section>
  );
}

type MediaAsset = MediaLibraryAssetsQuery['mediaAssets']['items'][number];

function MediaGrid({ assets }: { assets: readonly MediaAsset[] }) {
  return (
    <ul className="media-library__grid">
      {assets.map((asset) => (
        <li key={asset.id} className="media-library__item">
          <ResponsiveImage
            image={asset.cardPicture}
            placeholder={asset.url}
            sizes={TILE_IMAGE_SIZES}
            fallbackSize={TILE_FALLBACK_SIZE}
            alt={asset.originalName}
          />
          <dl>
            <dt>File</dt>
            <dd>{asset.originalName}</dd>
            <dt>Size</dt>
            <dd>
              {formatBytes(asset.size)}
              {asset.width && asset.height ? `, ${asset.width} × ${asset.height} px` : ''}
            </dd>
            <dt>Type</dt>
            <dd>{asset.mimeType}</dd>
            <dt>Uploaded</dt>
            <dd>
              {formatStaffDate(asset.createdAt)}
              {asset.uploadedByName ? ` by ${asset.uploadedByName}` : ''}
            </dd>
            <dt>Used in</dt>
            <dd>
              {asset.usedIn.length === 0
                ? 'Not used'
                : asset.usedIn.map((usage) => (
                    <a key={usage.address} href={usage.address}>
                      {usage.title}
                    </a>
                  ))}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
