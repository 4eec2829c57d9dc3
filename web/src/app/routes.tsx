import { matchRoutes } from 'react-router-dom';
import { servicePages } from '../site-copy/pages/service-pages';
import { lazyIslandPage } from '../lib/islands/island-page';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { paths } from '../lib/paths';

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Staff areas render only in the browser; public pages are rendered on the server. */
  clientOnly?: boolean;
  /**
   * The page draws its own frame (top bar, navigation and the one main landmark), so it renders
   * outside the public layout, whose main would otherwise wrap a second one.
   */
  ownLayout?: boolean;
}

/**
 * Pages that mostly show what the server fetched are islands as a whole (lazyIslandPage): their
 * code and Apollo Client load when the visitor reaches for something on them.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/HomePage')) },
  { path: '/blog/:segment', page: lazyIslandPage(() => import('../pages/BlogListPage')) },
  { path: '/blog/:segment/:slug', page: lazyIslandPage(() => import('../pages/BlogPostPage')) },
  { path: '/careers', page: lazyIslandPage(() => import('../pages/CareersPage')) },
  { path: '/careers/:slug', page: lazyIslandPage(() => import('../pages/JobPage')) },
  { path: '/portfolio', page: lazyPage(() => import('../pages/PortfolioPage')) },
  { path: '/termsandconditions', page: lazyPage(() => import('../pages/TermsPage')) },
  { path: '/policy', page: lazyPage(() => import('../pages/PoliciesPage')) },
  { path: '/contact', page: lazyPage(() => import('../pages/ContactPage')) },
  { path: '/form', page: lazyPage(() => import('../pages/FormPage')) },
  { path: '/products/whatsapp', page: lazyPage(() => import('../pages/WhatsappPage')) },
  { path: '/pricing', page: lazyPage(() => import('../pages/PricingPage')) },
  { path: '/payment', page: lazyPage(() => import('../pages/PaymentPage')) },
  { path: '/success', page: lazyPage(() => import('../pages/PaymentSuccessPage')) },
  { path: '/failure', page: lazyPage(() => import('../pages/PaymentFailurePage')) },
  { path: '/about/aboutus', page: lazyPage(() => import('../pages/AboutPage')) },
  { path: '/about/founder', page: lazyPage(() => import('../pages/FounderPage')) },
  ...Object.keys(servicePages).map((path) => ({
    path,
    page: lazyPage(() => import('../pages/ServicePage').then((m) => m.loadServicePage(path))),
  })),
  // Staff areas: rendered in the browser only, behind sign-in.
  {
    path: '/login',
    page: lazyPage(() => import('../pages/admin/AdminLoginPage')),
    clientOnly: true,
  },
  {
    path: paths.forgotPassword(),
    page: lazyPage(() => import('../pages/ForgotPasswordPage')),
    clientOnly: true,
  },
  {
    path: paths.resetPassword,
    page: lazyPage(() => import('../pages/ResetPasswordPage')),
    clientOnly: true,
  },
  {
    path: '/admin/*',
    page: lazyPage(() => import('../pages/admin/AdminAreaPage')),
    clientOnly: true,
    ownLayout: true,
  },
  {
    path: '/employeer/login',
    page: lazyPage(() => import('../pages/employer/EmployerLoginPage')),
    clientOnly: true,
  },
  {
    path: '/employeer/*',
    page: lazyPage(() => import('../pages/employer/EmployerAreaPage')),
    clientOnly: true,
    ownLayout: true,
  },
  {
    path: '/marketing/login',
    page: lazyPage(() => import('../pages/marketing/MarketingLoginPage')),
    clientOnly: true,
  },
  {
    path: '/marketing/*',
    page: lazyPage(() => import('../pages/marketing/MarketingAreaPage')),
    clientOnly: true,
    ownLayout: true,
  },
  { path: '*', page: lazyPage(() => import('../pages/NotFoundPage')) },
];

const matchable = appRoutes.map((route) => ({ path: route.path, route }));

/** The routes that render for an address (the page and any layouts), as in App. */
export function matchAppRoutes(url: string): AppRoute[] {
  return matchAppRoutesWithParams(url).map((match) => match.route);
}

export interface AppRouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/** The same, with the parameters each route reads from the address. */
export function matchAppRoutesWithParams(url: string): AppRouteMatch[] {
  return (matchRoutes(matchable, url) ?? []).map((match) => ({
    route: match.route.route,
    params: match.params,
  }));
}
