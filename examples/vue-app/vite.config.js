// The login element is a custom element, not a Vue component: the template
// compiler leaves `<managed-auth-login>` to the browser. Relative asset URLs,
// so the build works from any folder (the examples' servers serve it at
// /vue-app/dist/); the dev server may read the style the framework apps
// share, one folder up, and sends /login-link to the backend
// (examples/login-server.mjs, at LOGIN_SERVER).
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  base: './',
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'managed-auth-login' } },
    }),
  ],
  server: {
    fs: { allow: ['..'] },
    proxy: { '/login-link': process.env.LOGIN_SERVER ?? 'http://127.0.0.1:8080' },
  },
});
