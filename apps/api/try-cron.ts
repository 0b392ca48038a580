import { openDatabase } from '@store/db';
import { startJobQueue } from './src/modules/jobs/job-queue';
const database = await openDatabase({ dataDir: '/tmp/crontry/pglite' });
const t0 = Date.now();
const q = await startJobQueue({
  database,
  timeZone: 'Asia/Kolkata',
  jobs: [{ name: 'tick', cron: '* * * * *', retryLimit: 0, retryDelaySeconds: 1, run: async () => console.log('tick ran at', (Date.now() - t0) / 1000) }],
  onError: (e) => console.error('err', e),
});
await new Promise((r) => setTimeout(r, 130_000));
await q.stop();
await database.close();
