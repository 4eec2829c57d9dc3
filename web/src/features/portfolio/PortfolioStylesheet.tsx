import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './portfolio.css?inline';

/** The portfolio feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const PortfolioStylesheet = featureStylesheet('portfolio', css);
