// Makes the one demo clip the seed's experience videos point to (apps/web/public/videos/celebration.webm):
// a canvas animation recorded by Chromium's MediaRecorder, so nothing is downloaded. Run once by hand:
//   node scripts/make-video.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const OUT = join(import.meta.dirname, '../apps/web/public/videos/celebration.webm');

const RECORDER = async (seconds) => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const lights = Array.from({ length: 60 }, () => ({
    x: rand() * 640,
    y: rand() * 200,
    r: 2 + rand() * 5,
    p: rand() * 6,
  }));
  const hearts = Array.from({ length: 14 }, () => ({
    x: rand() * 640,
    y: 360 + rand() * 360,
    s: 8 + rand() * 14,
    v: 0.6 + rand(),
  }));
  const heart = (x, y, s) => {
    ctx.beginPath();
    ctx.moveTo(x, y + s / 4);
    ctx.bezierCurveTo(x, y - s / 2, x - s, y - s / 2, x - s, y + s / 4);
    ctx.bezierCurveTo(x - s, y + s, x, y + s * 1.3, x, y + s * 1.6);
    ctx.bezierCurveTo(x, y + s * 1.3, x + s, y + s, x + s, y + s / 4);
    ctx.bezierCurveTo(x + s, y - s / 2, x, y - s / 2, x, y + s / 4);
    ctx.fill();
  };
  const draw = (t) => {
    const sky = ctx.createLinearGradient(0, 0, 0, 360);
    sky.addColorStop(0, '#1c0b2b');
    sky.addColorStop(1, '#5a0f34');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 640, 360);
    for (const l of lights) {
      ctx.fillStyle = `rgba(255, 214, 140, ${0.35 + 0.35 * Math.sin(t * 3 + l.p)})`;
      ctx.beginPath();
      ctx.arc(l.x, l.y, l.r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = '#3a1424';
    ctx.fillRect(170, 270, 300, 16);
    for (const [i, x] of [250, 320, 390].entries()) {
      ctx.fillStyle = '#f6ead7';
      ctx.fillRect(x - 9, 210, 18, 60);
      const flicker = 1 + 0.12 * Math.sin(t * 14 + i * 2);
      const glow = ctx.createRadialGradient(x, 196, 2, x, 196, 40 * flicker);
      glow.addColorStop(0, 'rgba(255, 200, 90, 0.9)');
      glow.addColorStop(1, 'rgba(255, 120, 40, 0)');
      ctx.fillStyle = glow;
      ctx.beginPath();
      ctx.arc(x, 196, 40 * flicker, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffd36e';
      ctx.beginPath();
      ctx.ellipse(x, 198, 5, 12 * flicker, 0, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const h of hearts) {
      const y = ((((h.y - t * 40 * h.v) % 720) + 720) % 720) - 40;
      ctx.fillStyle = 'rgba(236, 72, 120, 0.75)';
      heart(h.x + 10 * Math.sin(t + h.s), y, h.s);
    }
  };
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp8',
    videoBitsPerSecond: 350_000,
  });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const done = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<body style="margin:0"></body>');
const base64 = await page.evaluate(RECORDER, 6);
writeFileSync(OUT, Buffer.from(base64, 'base64'));
await browser.close();
console.log(`wrote ${OUT} (${Math.round((base64.length * 0.75) / 1024)} kB)`);
