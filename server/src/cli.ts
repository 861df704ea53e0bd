#!/usr/bin/env node
/** `portal`: the portal's command-line tool (server/dist/cli.js; `npx portal --help` in the server workspace). */
import 'reflect-metadata';
import { runCli } from './cli/run.js';

// Exit at once: the database pool and the job queue's timers would keep the process alive.
process.exit(await runCli(process.argv.slice(2)));
