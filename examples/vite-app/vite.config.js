// Relative asset URLs, so the build works from any folder (the examples'
// server serves it at /vite-app/dist/); the dev server may read the walkthrough
// shared by the examples, one folder up.
import { defineConfig } from 'vite';

export default defineConfig({
  base: './',
  server: { fs: { allow: ['..'] } },
});
