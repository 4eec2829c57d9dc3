import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './whatsapp.css?inline';

/** The whatsapp feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const WhatsappStylesheet = featureStylesheet('whatsapp', css);
