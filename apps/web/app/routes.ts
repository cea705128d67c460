import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** Every screen lives under a language prefix; `/` only chooses the language. */
export default [
  index('routes/root-redirect.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route(':lang', 'routes/lang.tsx', { id: 'lang' }, [
    layout('layouts/main-layout.tsx', [index('routes/home.tsx')]),
    layout('layouts/default-layout.tsx', [
      route('about-us', 'routes/about-us.tsx'),
      route('faq', 'routes/faq.tsx'),
      route('privacy-policy', 'routes/privacy-policy.tsx'),
      route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
      route('our-platforms', 'routes/our-platforms.tsx'),
      route('siteMap', 'routes/site-map.tsx'),
      route('suggestions', 'routes/suggestions.tsx'),
      route('app-rating', 'routes/app-rating.tsx'),
      route('categories-guide', 'routes/categories-guide.tsx'),
      route('auth/sign-up', 'routes/auth/sign-up.tsx'),
      route('auth/login', 'routes/auth/login.tsx'),
      route('auth/verify-email', 'routes/auth/verify-email.tsx'),
      route('auth/verify-phone-number', 'routes/auth/verify-phone-number.tsx'),
      route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
      route('auth/set-new-password', 'routes/auth/set-new-password.tsx'),
      route('auth/forgot-email', 'routes/auth/forgot-email.tsx'),
      route('auth/logout', 'routes/auth/logout.tsx'),
      route('dev/mailbox', 'routes/dev-mailbox.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
    layout('layouts/dashboard-layout.tsx', [
      route('dashboard', 'routes/dashboard.tsx'),
      route('my-profile', 'routes/my-profile.tsx'),
      route('my-qr-code', 'routes/my-qr-code.tsx'),
    ]),
    route('places', 'routes/places.ts'),
    route('my-profile/avatar', 'routes/profile-avatar.ts'),
  ]),
] satisfies RouteConfig;
