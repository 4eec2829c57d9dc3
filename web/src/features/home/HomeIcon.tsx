import type { HomeIconName } from '../../site-copy/home';

/** Stroke paths on a 24x24 grid, one per icon name. */
const ICON_PATHS: Record<HomeIconName, string[]> = {
  code: ['M8 8l-4 4 4 4', 'M16 8l4 4-4 4', 'M14 5l-4 14'],
  crm: [
    'M16 19v-1a4 4 0 0 0-8 0v1',
    'M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    'M3 19v-1a3 3 0 0 1 3-3',
    'M21 19v-1a3 3 0 0 0-3-3',
  ],
  cloud: ['M7 18h10a4 4 0 0 0 .5-7.97A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z'],
  ai: [
    'M9 3v3',
    'M15 3v3',
    'M9 18v3',
    'M15 18v3',
    'M3 9h3',
    'M3 15h3',
    'M18 9h3',
    'M18 15h3',
    'M6 6h12v12H6z',
    'M10 10h4v4h-4z',
  ],
  web: ['M3 5h18v14H3z', 'M3 9h18', 'M6 7h.01', 'M9 7h.01'],
  social: [
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6',
    'M8.6 13.5l6.8 4',
    'M15.4 6.5l-6.8 4',
  ],
  message: ['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z', 'M8 11h8', 'M8 14h5'],
  media: ['M3 5h18v14H3z', 'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3', 'M21 15l-5-5L5 19'],
  call: ['M15 10l5-3v10l-5-3z', 'M3 7h12v10H3z'],
};

/** A decorative line icon; the text beside it carries the meaning. */
export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
