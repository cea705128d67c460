import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { catalogChunks } from './catalog-chunks';
import { serviceWorker } from './service-worker-build';

// In development the API runs on its own port; the production host serves both on one origin. Read
// from the environment directly (the default is API_URL's in packages/config): Vite loads this file
// before any TypeScript workspace package can be imported.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

// Our own modules that every page runs. Lazily loaded ones (the drawer, toasts, form fields, the
// menus behind their stand-ins) and route modules stay out, or they would be fetched before the first paint.
const LAZY =
  /components[\\/]ui[\\/](toast|button|text-field|star-rating-field|select-field|choice-chips-field|segmented-field|progress-ring|copy-button|modal-dialog)\.tsx|mobile-drawer|-live\.tsx|search-popover|search-panel/;
// Contracts and rules carry zod (about 90 KB) or import what does: only the forms and listings that
// use them load them. A grouped module brings its imports into the group, so they must stay out.
const WITH_ZOD = /packages[\\/]shared[\\/]src[\\/](contracts[\\/]|service-rules[\\/]|validation-rules)/;
function isEagerAppModule(id: string) {
  if (id.includes('node_modules') || LAZY.test(id) || WITH_ZOD.test(id)) return false;
  return /packages[\\/](shared|i18n)[\\/]|app[\\/](lib|features[\\/](shell|errors)|components[\\/]ui)[\\/]/.test(
    id,
  );
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), catalogChunks(), serviceWorker()],
  server: {
    port: 3000,
    // The chat's socket goes to the API too, keeping the page's Host so the API sees a same-site upgrade.
    proxy: { '/api': apiTarget, '/media': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A phone on HTTP/1.1 opens about six connections: a few larger files beat thirty small ones.
        // Only libraries every page needs are grouped; React Aria stays in the lazily loaded chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: (id: string) => (isEagerAppModule(id) ? 'app' : null), debugName: 'app' },
          ],
        },
      },
    },
  },
});
