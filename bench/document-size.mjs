// What a page's HTML document is made of, for pages already running: `node bench/document-size.mjs URL...`.
// The whole document (and gzipped), the inline React Server Components payload (the
// self.__next_f.push scripts, which the browser parses and the client router reads again at
// hydration) and the images' srcsets (of <img> and of image preload links). The page is asked for
// twice: the first request may render it (ISR), the second is what visitors get.
import { gzipSync } from 'node:zlib';

const bytes = (parts) => parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);

for (const url of process.argv.slice(2)) {
  await fetch(url).then((reply) => reply.arrayBuffer());
  const html = await (await fetch(url)).text();
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs)].map((m) => m[0]);
  const srcsets = [...html.matchAll(/\s(?:srcset|imagesrcset)="[^"]*"/gi)].map((m) => m[0]);
  console.log(
    `${url}\n  document ${bytes([html])} B (gzip ${gzipSync(html).length} B)  ` +
      `RSC payload ${bytes(payload)} B in ${payload.length} scripts  ` +
      `srcsets ${bytes(srcsets)} B in ${srcsets.length}  <img> ${html.match(/<img /g)?.length ?? 0}`,
  );
}
