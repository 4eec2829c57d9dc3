import { SITE } from '../../../../common/site';
// A few hundred bytes each: Vite writes them into the page as data: addresses, so the footer
// asks for no file that would need its own caching (web/vite.config.ts, assetsInlineLimit).
import facebookIcon from './icons/facebook.svg';
import instagramIcon from './icons/instagram.svg';
import linkedinIcon from './icons/linkedin.svg';
import xIcon from './icons/x.svg';

type SocialNetwork = keyof typeof SITE.social;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
};

const NETWORK_ICONS: Record<SocialNetwork, string> = {
  facebook: facebookIcon,
  instagram: instagramIcon,
  linkedin: linkedinIcon,
  x: xIcon,
};

const networks = Object.keys(SITE.social) as SocialNetwork[];

/** The company's social profiles, as icons whose names screen readers announce. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {networks.map((network) => (
        <li key={network}>
          <a href={SITE.social[network]} target="_blank" rel="noopener noreferrer">
            <img
              src={NETWORK_ICONS[network]}
              alt={`${SITE.name} on ${NETWORK_NAMES[network]}`}
              width={24}
              height={24}
              // Lazy: the footer is far below the fold, and eager images get preloaded in <head>.
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
