import { SITE } from '../../../common/site';
import { BLOG_PLACEHOLDER_IMAGE } from '../lib/blog-images';
import { usePublicUrl } from '../lib/public-url';

interface PageMetaProps {
  title: string;
  description: string;
  /**
   * This page's canonical address: a path such as '/blog/education', or an absolute address
   * (an editor's canonical override naming another site).
   */
  path: string;
  image?: string | null | undefined;
  noIndex?: boolean;
  /** The title is already complete (a server-derived one): no site name is added. */
  titleIsComplete?: boolean;
}

/** Title, description, canonical address and social preview tags; React puts them in <head>. */
export function PageMeta({
  title,
  description,
  path,
  image,
  noIndex,
  titleIsComplete = false,
}: PageMetaProps) {
  const base = usePublicUrl();
  // The rule of common/seo.ts defaultPageTitle, kept here so no page loads that module for it.
  const fullTitle = titleIsComplete || title === SITE.name ? title : `${title} | ${SITE.name}`;
  const url = new URL(path, base).href;
  const imageUrl = new URL(image ?? BLOG_PLACEHOLDER_IMAGE, base).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {/* X reads the og: title, description and image when its own tags are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
