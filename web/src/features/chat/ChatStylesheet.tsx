import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './chat.css?inline';

/** The chat feature's stylesheet, rendered by the pages that show it (lib/feature-stylesheet). */
export const ChatStylesheet = featureStylesheet('chat', css);
