import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './home.css?inline';

/** The home feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const HomeStylesheet = featureStylesheet('home', css);
