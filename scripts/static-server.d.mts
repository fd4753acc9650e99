// Types for the TypeScript scripts that start scripts/static-server.mjs, which another change
// is porting to TypeScript; delete this file with that port.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export declare function startStaticServer(options: {
  port: number;
  dir?: string;
  headers?: boolean;
  emailjsOrigin?: string;
  stdio?: StdioOptions;
}): ChildProcess;
