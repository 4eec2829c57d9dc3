import { featureStylesheet } from '../../lib/feature-stylesheet';
import css from './payment.css?inline';

/** The payment pages' stylesheet, rendered by the pages that show them (lib/feature-stylesheet). */
export const PaymentStylesheet = featureStylesheet('payment', css);
