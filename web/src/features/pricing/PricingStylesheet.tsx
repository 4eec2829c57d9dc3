import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './pricing.css?inline';

/** The pricing feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const PricingStylesheet = featureStylesheet('pricing', css);
