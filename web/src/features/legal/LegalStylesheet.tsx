import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './legal.css?inline';

/** The legal feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const LegalStylesheet = featureStylesheet('legal', css);
