import { useParams } from 'react-router-dom';
import { BLOG_CATEGORY_INFO, categoryBySegment } from '../../../common/blog';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { BlogFeedLinks } from '../features/blog/BlogFeedLinks';
import { BlogList, blogListQuery } from '../features/blog/BlogList';
import type { PageQueries } from '../lib/page-data';
import NotFoundPage from './NotFoundPage';
import { withApollo } from '../lib/apollo/with-apollo';

export const pageQueries: PageQueries = ({ params, search }) => {
  const category = categoryBySegment(params['segment'] ?? '');
  return category ? [blogListQuery(category, search)] : [];
};

function BlogListPage() {
  const category = categoryBySegment(useParams().segment ?? '');
  if (!category) return <NotFoundPage />;
  const info = BLOG_CATEGORY_INFO[category];
  return (
    <section className="container">
      <PageMeta
        title={`${info.label} Blog`}
        description={`Articles on ${info.label.toLowerCase()} from our team: practical guides for growing businesses.`}
        path={paths.blogList(category)}
      />
      <BlogFeedLinks category={category} />
      <h1>{info.heading}</h1>
      <BlogList category={category} />
    </section>
  );
}

export default withApollo(BlogListPage);
