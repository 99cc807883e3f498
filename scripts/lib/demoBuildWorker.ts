/**
 * A worker thread of scripts/generate-demos.ts: builds the demos it is sent (Prettier, Babel,
 * shiki: CPU-bound) and answers each with its JSON or its error's message.
 */
import { parentPort } from 'node:worker_threads';
import { buildDemo } from '../../src/content/demos/demoCode';

export interface DemoTask {
  dataDir: string;
  pageDir: string;
  name: string;
}

export type DemoResult = { json: string } | { error: string };

parentPort?.on('message', async ({ id, task }: { id: number; task: DemoTask }) => {
  let result: DemoResult;
  try {
    result = { json: JSON.stringify(await buildDemo(task.dataDir, task.pageDir, task.name)) };
  } catch (error) {
    result = { error: (error as Error).message };
  }
  parentPort!.postMessage({ id, result });
});
