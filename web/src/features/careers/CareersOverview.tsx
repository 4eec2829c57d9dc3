import { SITE } from '../../../../common/site';
import { Benefits, Culture, WhyJoin } from './CareersSections';
import { OpenPositions } from './OpenPositions';
import { useJobFilters } from './use-job-filters';
import { ViewAllPositions } from './ViewAllPositions';

/** The whole careers page below its meta tags. */
export function CareersOverview() {
  const { filters, setFilter, clearFilters } = useJobFilters();
  return (
    <div className="careers-page">
      <header className="careers-hero">
        <div className="container">
          <h1>{`Work at ${SITE.name}`}</h1>
          <p className="careers-hero__lead">
            Build software, websites and campaigns that help growing businesses, with a team that
            helps you grow too.
          </p>
        </div>
      </header>
      <div className="container">
        <OpenPositions filters={filters} setFilter={setFilter} />
        <WhyJoin />
        <Culture />
        <Benefits />
        <ViewAllPositions onClear={clearFilters} />
      </div>
    </div>
  );
}
