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
// The generator shares the machine with the server it measures, so it is small: GET requests
// written as fixed bytes on keep-alive sockets, answers read by their Content-Length (every answer
// of the API and of the bare server has one), about a quarter of node:http's client CPU per request.
//
// node --import tsx open-loop.mjs URL RATE SECONDS [CONNECTIONS]  ->  one JSON line on stdout:
// { rps, p50, p90, p99, max (ms), non2xx, errors, late (share of requests sent over 2 ms late) }

import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../packages/db/src/seed/random.ts';

const [urlArg, rateArg, secondsArg, connectionsArg = '50'] = process.argv.slice(2);
const url = new URL(urlArg);
const RATE = Number(rateArg);
const SECONDS = Number(secondsArg);
const CONNECTIONS = Number(connectionsArg);
const WARM_MS = 2000; // connections opened and the JIT warmed; not recorded
const REQUEST = Buffer.from(
  `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`,
);
const HEADERS_END = Buffer.from('\r\n\r\n');

// The seed's generator (mulberry32), so two runs offer the same arrivals; run with `--import tsx`.
const random = mulberry32(17);
const gapMs = () => (-Math.log(1 - random()) * 1000) / RATE;

const latencies = [];
let non2xx = 0;
let errors = 0;
let outstanding = 0;
let late = 0; // requests sent more than 2 ms after they were due: the generator fell behind
const start = performance.now() + 50;
const end = start + WARM_MS + SECONDS * 1000;
let due = start;

/** Requests due and not yet sent (their due times), waiting for a free connection. */
const waiting = [];
const idle = [];
let opened = 0;

function record(dueAt, status) {
  outstanding--;
  if (dueAt < start + WARM_MS) return;
  if (status < 200 || status > 299) non2xx++;
  else latencies.push(performance.now() - dueAt);
}

/** One keep-alive connection: sends a request, reads its answer whole, then takes the next. */
function open() {
  opened++;
  const socket = connect({ host: url.hostname, port: Number(url.port || 80), noDelay: true });
  let current; // the due time of the request in flight
  let buffered = Buffer.alloc(0);
  const conn = {
    send(dueAt) {
      current = dueAt;
      socket.write(REQUEST);
    },
  };
  let connected = false;
  socket.on('connect', () => {
    connected = true;
    next(conn);
  });
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const headersEnd = buffered.indexOf(HEADERS_END);
    if (headersEnd < 0) return;
    const head = buffered.toString('latin1', 0, headersEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) throw new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`);
    const total = headersEnd + HEADERS_END.length + Number(length[1]);
    if (buffered.length < total) return;
    // One request at a time on a connection, so nothing follows the answer.
    buffered = Buffer.alloc(0);
    const dueAt = current;
    current = undefined;
    record(dueAt, Number(head.slice(9, 12)));
    next(conn);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    opened--;
    // The request in flight failed; a connection refused fails the oldest waiting one instead.
    const failed = current ?? (connected ? undefined : waiting.shift());
    if (failed !== undefined) {
      outstanding--;
      if (failed >= start + WARM_MS) errors++;
    }
    const at = idle.indexOf(conn);
    if (at >= 0) idle.splice(at, 1);
    if (waiting.length > 0) open();
  });
}

/** A free connection takes the oldest waiting request, or waits for one. */
function next(conn) {
  const dueAt = waiting.shift();
  if (dueAt === undefined) idle.push(conn);
  else conn.send(dueAt);
}

function send(dueAt) {
  outstanding++;
  const conn = idle.pop();
  if (conn) conn.send(dueAt);
  else {
    waiting.push(dueAt);
    if (opened < CONNECTIONS) open();
  }
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
  process.exit(0);
}

setTimeout(tick, start - performance.now());
