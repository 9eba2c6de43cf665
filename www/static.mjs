// The key-free page's server: static files only (www/public, /pkg/,
// /config.json), no API key, no proxy, no backend. Its page, complete.html,
// finishes a login from a hosted_url by talking to the service directly.
// Usage: SIM_URL=http://127.0.0.1:N node www/static.mjs [port]
// Port 0 picks a free port; the first line printed names the URL.
import { createServer } from 'node:http';
import { serveFile } from './server/files.mjs';

const serviceUrl = process.env.SIM_URL?.replace(/\/$/, '');
const port = Number(process.argv[2] ?? 8081);
if (!serviceUrl) {
  console.error('SIM_URL must be set');
  process.exit(2);
}

const server = createServer(async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return res.end();
    }
    return await serveFile(req, res, { index: 'complete.html', config: { service: serviceUrl } });
  } catch {
    if (res.headersSent) return res.destroy();
    res.writeHead(500);
    res.end();
  }
});
server.listen(port, '127.0.0.1', () => {
  console.log(`key-free page: open http://127.0.0.1:${server.address().port}/ (service simulator at ${serviceUrl})`);
});
