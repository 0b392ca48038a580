// The fleet's figures (README "Running as a fleet"): the catalogue call through HAProxy with one, two
// and three API processes behind it (throughput at full speed, and its p99), and how many of 1,000
// catalogue page views reach a store process with Varnish in front. The fleet is the fleet suite's
// (apps/api/fleet/fleet.ts): every engine on this one machine, so two API processes share its two
// cores with the database, the balancer and the load itself; the ratio says what another process
// costs or gains here, not what a second machine would.
import { startFleet } from '../apps/api/fleet/fleet.ts';
import { loadAtFullSpeed } from './autocannon.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PAGE_VIEWS = 1_000;
const PATH = '/v5/experience/id/1';

function load(url) {
  const result = loadAtFullSpeed(url, { connections: CONNECTIONS, durationS: DURATION_S });
  return { ...result, rps: Math.round(result.rps) };
}

const fleet = await startFleet();
try {
  const url = `${fleet.balancer.apiUrl}${PATH}`;
  await fetch(url);
  // The fleet has three API processes: the others are put in maintenance for the smaller runs.
  const only = async (count) => {
    for (const [i, name] of ['api/api1', 'api/api2', 'api/api3'].entries()) {
      await fleet.balancer.admin(`set server ${name} state ${i < count ? 'ready' : 'maint'}`);
      if (i < count) await fleet.balancer.waitUntil(name, (state) => state.status === 'UP');
    }
    return load(url);
  };
  const [one, two, three] = [await only(1), await only(2), await only(3)];

  // Page views spread over the catalogue's pages, a few at a time, as visitors arrive.
  const pages = [];
  for (let id = 1; id <= 10; id += 1) {
    const answer = await (await fetch(`${fleet.balancer.apiUrl}/v5/experience/id/${id}`)).json();
    pages.push(answer.data.page_url);
  }
  const before = await fleet.balancer.requestsTo('store');
  let hits = 0;
  for (let view = 0; view < PAGE_VIEWS; view += 10) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fetch(`${fleet.cdnUrl}${pages[(view + i * 7) % pages.length]}`)),
    );
    for (const answer of answers) {
      if (answer.headers.get('x-cache') === 'HIT') hits += 1;
      await answer.arrayBuffer();
    }
  }
  const origin = (await fleet.balancer.requestsTo('store')) - before;
  console.log('\n[bench fleet] the catalogue call through HAProxy (cached, 50 connections):');
  console.table([
    { api_processes: 1, ...one },
    { api_processes: 2, ...two, ratio: Number((two.rps / one.rps).toFixed(2)) },
    { api_processes: 3, ...three, ratio: Number((three.rps / one.rps).toFixed(2)) },
  ]);
  console.log(
    `[bench fleet] ${PAGE_VIEWS} catalogue page views through Varnish: ${origin} reached a store process, ${hits} were hits (${((100 * (PAGE_VIEWS - origin)) / PAGE_VIEWS).toFixed(1)}% answered by the proxy)`,
  );
} finally {
  await fleet.stop();
}
