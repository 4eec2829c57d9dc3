import { formatDate } from '../../app/format-date';
import { formatBytes } from '../../../../common/media';
import { useMediaLibraryAssetsQuery } from '../../graphql/hooks';
import './media-library.css';

const PAGE_SIZE = 100;

/** 'Images': every uploaded image with its size, type, date and the posts that show it. */
export function MediaLibrary() {
  const { data, loading, error } = useMediaLibraryAssetsQuery({
    variables: { offset: 0, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = error ? undefined : data?.mediaAssets;
  const assets = page?.items ?? [];
  return (
    <section className="media-library" aria-labelledby="media-library-title">
      <h1 id="media-library-title" className="admin-page__title">
        Images
      </h1>
      <div aria-live="polite" aria-busy={loading}>
        {loading && !data && <p>Loading images...</p>}
        {error && <p role="alert">Failed to fetch images</p>}
        {!loading && !error && assets.length === 0 && (
          <p>No images uploaded yet. Images added to blog posts appear here.</p>
        )}
        {page && page.total > assets.length && (
          <p>
            Showing the newest {assets.length} of {page.total} images.
          </p>
        )}
      </div>
      <ul className="media-library__grid">
        {assets.map((asset) => (
          <li key={asset.id} className="media-library__item">
            <img src={asset.url} alt={asset.originalName} loading="lazy" />
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
                {formatDate(asset.createdAt)}
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
    </section>
  );
}
