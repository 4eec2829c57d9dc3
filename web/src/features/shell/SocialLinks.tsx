import { SITE } from '../../../../common/site';

type SocialNetwork = keyof typeof SITE.social;

const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X (Twitter)',
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
              src={`/images/shell/${network}.svg`}
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
