// An open-loop load: requests arrive at a fixed average rate whatever the server's answers, as
// customers do, and each one's latency counts from the moment it was due to be sent, so time it
// spent waiting for a free connection or for a late timer is charged to the server (the way wrk2
// measures). autocannon cannot do this: its `--overallRate` lets each connection send its share of
// a second back to back, then idle until the next second, so at "2,000 a second" it measures 50
// connections at full speed for most of each second, not a steady 2,000 a second.
//
// Arrivals are a Poisson process (exponential gaps from a seeded generator, the same every run):
// independent customers bunch up now and then, which an evenly spaced schedule would hide.
//
// node open-loop.mjs URL RATE SECONDS [CONNECTIONS]  ->  one JSON line on stdout:
// { rps, p50, p90, p99, max (ms), non2xx, errors, late (share of requests sent over 2 ms late) }

import { Agent, get } from 'node:http';
import { performance } from 'node:perf_hooks';

const [url, rateArg, secondsArg, connectionsArg = '50'] = process.argv.slice(2);
const RATE = Number(rateArg);
const SECONDS = Number(secondsArg);
const WARM_MS = 2000; // connections opened and the JIT warmed; not recorded
const agent = new Agent({ keepAlive: true, maxSockets: Number(connectionsArg) });

/** mulberry32: a small seeded generator, so two runs offer the same arrivals. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(17);
const gapMs = () => (-Math.log(1 - random()) * 1000) / RATE;

const latencies = [];
let non2xx = 0;
let errors = 0;
let outstanding = 0;
let late = 0; // requests sent more than 2 ms after they were due: the generator fell behind
const start = performance.now() + 50;
const end = start + WARM_MS + SECONDS * 1000;
let due = start;

function send(dueAt) {
  outstanding++;
  const recorded = dueAt >= start + WARM_MS;
  get(url, { agent }, (res) => {
    res.resume();
    res.on('end', () => {
      outstanding--;
      if (!recorded) return;
      if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
      else latencies.push(performance.now() - dueAt);
    });
  }).on('error', () => {
    outstanding--;
    if (recorded) errors++;
  });
}

function tick() {
  const now = performance.now();
  while (due <= now && due < end) {
    if (now - due > 2 && due >= start + WARM_MS) late++;
    send(due);
    due += gapMs();
  }
  if (due < end) setTimeout(tick, Math.max(0, due - performance.now()));
  else finish();
}

function finish() {
  if (outstanding > 0) {
    setTimeout(finish, 5);
    return;
  }
  latencies.sort((a, b) => a - b);
  // No answer at all (every request failed) has no percentiles.
  const at = (q) =>
    latencies.length === 0
      ? null
      : Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
  console.log(
    JSON.stringify({
      rps: latencies.length / SECONDS,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: at(1),
      non2xx,
      errors,
      late: late / Math.max(1, latencies.length + non2xx + errors),
    }),
  );
  agent.destroy();
}

setTimeout(tick, start - performance.now());
