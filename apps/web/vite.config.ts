import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// In development the API runs on its own port; the production host serves both on one origin.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000, proxy: { '/api': apiTarget } },
  build: { assetsInlineLimit: 0 },
});
