import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    readonly baseURL: string;
    readonly inboxDir: string;
  }
}

/** One `npm start` for every engine's file. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startAppServer();
  project.provide('baseURL', server.baseURL);
  project.provide('inboxDir', server.inboxDir);
  return server.stop;
}
