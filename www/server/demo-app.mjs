// The app the demo's invocation panel runs: a small one, deployed by the
// demo's server into the page's project the first time the page asks
// (POST /app/demo-app), as an app's own release step would deploy it.
// Answers what the page needs to invoke it: its name, version and actions.
import { caller, fromOwnPage, reply } from './call.mjs';
import { cookieProject } from './scope.mjs';
import { storedZip } from './zip.mjs';

const app = { name: 'demo-tasks', version: '1.0.0', entrypoint: 'src/app.ts' };

// The service reads the app's name and its actions from the source.
const source = `import { Kernel } from '@onkernel/sdk';
const app = new Kernel.App('${app.name}');
app.action('summarize-page', async (ctx, payload) => ({ summary: \`read \${payload.url}\` }));
app.action('check-prices', async (ctx, payload) => ({ checked: payload.items ?? [] }));
`;

export async function demoApp(req, res, service) {
  if (!fromOwnPage(req)) return reply(res, 403, { code: 'forbidden', message: 'only the demo’s own pages may ask this' });
  const call = caller(service, cookieProject(req));
  const query = `app_name=${app.name}&version=${app.version}`;
  let listed = await call('GET', `/apps?${query}`);
  if (!listed.ok) return reply(res, listed.status, listed.body);
  if (!listed.body.length) {
    const form = new FormData();
    form.set('file', new Blob([storedZip({ [app.entrypoint]: source })], { type: 'application/zip' }), `${app.name}.zip`);
    form.set('entrypoint_rel_path', app.entrypoint);
    form.set('version', app.version);
    const deployed = await call('POST', '/deployments', form);
    if (!deployed.ok) return reply(res, deployed.status, deployed.body);
    listed = await call('GET', `/apps?${query}`);
  }
  const [version] = listed.body;
  reply(res, 200, { app_name: version.app_name, version: version.version, actions: version.actions.map((action) => action.name) });
}
