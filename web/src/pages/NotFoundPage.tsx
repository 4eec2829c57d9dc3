import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { useRenderStatus } from '../lib/render-status';
import { PageMeta } from '../components/PageMeta';

interface NotFoundPageProps {
  /** Where the way back leads: the site's home, or a staff area's dashboard inside that area. */
  backTo?: string;
  backLabel?: string;
}

export default function NotFoundPage({
  backTo = paths.home,
  backLabel = 'Back to Home',
}: NotFoundPageProps) {
  useRenderStatus(404);
  return (
    <section className="not-found">
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist."
        path="/404"
        noIndex
      />
      <h1>Oops! Page Not Found</h1>
      <p>The page you are looking for may have moved or never existed.</p>
      <Link className="button" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
