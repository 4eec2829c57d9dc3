import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './service-pages.css?inline';

/** The service-pages feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const ServicePagesStylesheet = featureStylesheet('service-pages', css);
