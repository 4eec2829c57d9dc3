import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './contact.css?inline';

/** The contact feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const ContactStylesheet = featureStylesheet('contact', css);
