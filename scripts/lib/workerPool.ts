/**
 * Runs tasks on a few worker threads, each loading a TypeScript module that answers
 * `{ id, task }` messages with `{ id, result }`. Results come back in the tasks' order.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A worker's entry: tsx's CommonJS hooks, then the module. Workers do not get the hooks that
 * `tsx script.ts` registers in the main thread, so a `.ts` entry would not load on its own.
 */
function workerSource(modulePath: string): string {
  return `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(modulePath)});`;
}

export async function runInWorkers<Task, Result>(modulePath: string, tasks: Task[], size = os.availableParallelism()): Promise<Result[]> {
  const results: Result[] = new Array(tasks.length);
  let next = 0;
  const workerCount = Math.min(size, tasks.length);
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerSource(modulePath), { eval: true });
      let finished = false;
      const send = () => {
        if (next >= tasks.length) {
          finished = true;
          worker.terminate().then(() => resolve(), reject);
          return;
        }
        const id = next;
        next += 1;
        worker.postMessage({ id, task: tasks[id] });
      };
      worker.on('message', ({ id, result }: { id: number; result: Result }) => {
        results[id] = result;
        send();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (!finished) {
          reject(new Error(`A worker of ${modulePath} stopped (exit code ${code}) before its tasks were done`));
        }
      });
      send();
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
  return results;
}
