// Relative asset URLs, so the build works from any folder (the examples'
// servers serve it at /svelte-app/dist/); the dev server may read the style
// the framework apps share, one folder up, and sends /login-link to the
// backend (examples/login-server.mjs, at LOGIN_SERVER).
import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  base: './',
  plugins: [svelte()],
  server: {
    fs: { allow: ['..'] },
    proxy: { '/login-link': process.env.LOGIN_SERVER ?? 'http://127.0.0.1:8080' },
  },
});
