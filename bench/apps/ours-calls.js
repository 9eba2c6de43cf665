// What the tiny app does with our SDK, whichever entry it imports the
// client from (ours.js, ours-inline.js): the methods the size comparison
// covers, as apps/theirs.js makes them with the official SDK.
export async function tinyApp(Client) {
  const client = new Client({ apiKey: 'key', baseURL: location.origin });
  await client.auth.connections.create({ domain: 'example.com', profile_name: 'p' });
  await client.auth.connections.retrieve('id');
  await client.auth.connections.list();
  await client.projects.list();
  for await (const event of client.browsers.logs.stream('id', { source: 'path', path: '/var/log/app.log' })) {
    console.log(event.message);
  }
}
