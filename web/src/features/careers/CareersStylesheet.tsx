import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './careers.css?inline';

/** The careers feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const CareersStylesheet = featureStylesheet('careers', css);
