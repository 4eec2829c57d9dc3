import { Link } from 'react-router-dom';
import { SITE } from '../../../common/site';
import { paths } from '../app/paths';
import { PageMeta } from '../components/PageMeta';
import { LatestPosts } from '../features/content/LatestPosts';

export default function HomePage() {
  return (
    <>
      <PageMeta title={SITE.name} description={SITE.tagline} path={paths.home} />
      <section className="hero">
        <div className="container">
          <h1>Go to the next technology with {SITE.name}</h1>
          <p className="hero__lead">{SITE.tagline}.</p>
          <p>
            <Link className="button" to={paths.blogList('EDUCATIONAL_CONTENT')}>
              Read our guides
            </Link>
          </p>
        </div>
      </section>
      <section className="container" aria-labelledby="latest-posts">
        <h2 id="latest-posts">Latest from the blog</h2>
        <LatestPosts />
      </section>
    </>
  );
}
