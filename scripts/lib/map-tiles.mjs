import { createServer } from 'node:http';
import sharp from 'sharp';
import { freePort } from './proc.mjs';

/**
 * A stand-in for the map's tile server (OpenStreetMap's in production): every /{z}/{x}/{y}.png is
 * a 256-pixel square, light or dark by x + y so a moved map looks moved. The journeys' store points
 * MAP_TILE_URL here, so no test depends on the internet. It counts the tiles it served.
 */
export async function startTileStandIn() {
  const square = (shade) =>
    sharp({ create: { width: 256, height: 256, channels: 3, background: shade } })
      .png()
      .toBuffer();
  const tiles = [await square({ r: 232, g: 236, b: 228 }), await square({ r: 214, g: 222, b: 210 })];
  let served = 0;
  const server = createServer((req, res) => {
    const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!match) {
      res.writeHead(req.url === '/served' ? 200 : 404, { 'access-control-allow-origin': '*' });
      return res.end(req.url === '/served' ? JSON.stringify({ served }) : '');
    }
    served += 1;
    res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
    res.end(tiles[(Number(match[2]) + Number(match[3])) % 2]);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
