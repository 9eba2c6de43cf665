// The smallest app using the official SDK: the same methods as apps/ours.js.
import Kernel from '@onkernel/sdk';

const client = new Kernel({ apiKey: 'key', baseURL: location.origin });
await client.auth.connections.create({ domain: 'example.com', profile_name: 'p' });
await client.auth.connections.retrieve('id');
await client.auth.connections.list();
await client.projects.list();
const stream = await client.browsers.logs.stream('id', { source: 'path', path: '/var/log/app.log' });
for await (const event of stream) {
  console.log(event.message);
}
