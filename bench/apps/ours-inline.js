// The smallest app using our SDK through its inline entry: the same calls as
// ours.js, with the calls module's wasm inside the bundle.
import init, { Client } from '../../pkg/inline.js';

await init();
const client = new Client({ apiKey: 'key', baseURL: location.origin });
await client.auth.connections.create({ domain: 'example.com', profile_name: 'p' });
await client.auth.connections.retrieve('id');
await client.auth.connections.list();
await client.projects.list();
for await (const event of client.browsers.logs.stream('id', { source: 'path', path: '/var/log/app.log' })) {
  console.log(event.message);
}
