/**
 * The thread that makes synthetic goods' rows (names, search texts with their pinyin) while the seed's own
 * thread writes the batch before: one batch per 'next' message, then null (synthetic.db.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { syntheticBatches, type BatchPlan } from './synthetic-batches.ts';

const port = parentPort;
if (!port) throw new Error('synthetic.worker.ts runs as a worker thread');
const batches = syntheticBatches(workerData as BatchPlan);
port.on('message', () => {
  const next = batches.next();
  port.postMessage(next.done ? null : next.value);
});
