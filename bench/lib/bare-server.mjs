// The physical limit for the API benchmark: node:http answering the very same bytes (the app's headers and body)
// from memory, nothing else.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, r]) => [
    path,
    { headers: r.headers, body: Buffer.from(r.bodyBase64, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, route.headers);
    res.end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
