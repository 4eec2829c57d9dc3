import { SITE } from '../../../common/site';
import { paths } from '../lib/paths';
import { PageMeta } from '../components/PageMeta';
import { CareersOverview } from '../features/careers/CareersOverview';
import { withApollo } from '../lib/apollo/with-apollo';
import { CareersStylesheet } from '../features/careers/CareersStylesheet';

function CareersPage() {
  return (
    <>
      <CareersStylesheet />
      <PageMeta
        title={`Careers at ${SITE.name}`}
        description={`Open positions at ${SITE.name} in engineering, design, marketing and more: search the jobs, see the benefits and apply.`}
        path={paths.careers}
      />
      <CareersOverview />
    </>
  );
}

export default withApollo(CareersPage);
