import { PUBLIC_PATHS, UNLISTED_PATHS } from '../../../web/src/lib/public-paths';

/**
 * Every page a visitor can reach: /payment needs a plan (without one it redirects, which
 * another test covers), and one post and one job from the demo content stand for theirs.
 */
export const RENDERED_PATHS = [
  ...PUBLIC_PATHS,
  ...UNLISTED_PATHS.filter((path) => path !== '/payment'),
  '/payment?plan=basic&cycle=monthly',
  '/blog/seo/why-page-speed-matters-for-seo',
  '/careers/senior-full-stack-developer',
];
