import { createInterface } from 'node:readline';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { backup } from './backup.js';
import { clearDemo } from './clear-demo.js';
import { CommandFailed, EXIT, parseArgs, UsageError, type Command, type CommandContext } from './command.js';
import { createAdmin } from './create-admin.js';
import { migrate } from './migrate.js';
import { resetAdminPassword } from './reset-admin-password.js';
import { restore } from './restore.js';
import { seedDemoCommand } from './seed-demo.js';

export const COMMANDS: Command[] = [migrate, createAdmin, resetAdminPassword, clearDemo, seedDemoCommand, backup, restore];

const overview = () =>
  [
    'Usage: portal <command> [options]   (portal <command> --help for one command)',
    '',
    'Reads the same settings as the server (DATABASE_URL, DATA_DIR, NODE_ENV…). Commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(22)}${command.summary}`),
    '',
    'Exit codes: 0 done, 1 failed, 2 wrong usage or settings.',
  ].join('\n');

/** Lines of standard input, read one at a time (a piped password, a typed confirmation). */
function lineReader() {
  let lines: AsyncIterator<string> | undefined;
  return async (prompt: string, secret = false): Promise<string> => {
    const tty = process.stdin.isTTY;
    if (tty && secret) return readSecret(prompt);
    if (tty && prompt) process.stderr.write(prompt);
    lines ??= createInterface({ input: process.stdin, crlfDelay: Infinity })[Symbol.asyncIterator]();
    const next = await lines.next();
    return next.done ? '' : next.value;
  };
}

/** A line typed on the terminal without echoing it. */
function readSecret(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    process.stdin.setRawMode(true);
    process.stdin.resume();
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          process.stdin.setRawMode(false);
          process.stdin.pause();
          process.stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(EXIT.FAILED);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

/** Runs `portal <argv…>`; answers the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(overview());
    return name ? EXIT.OK : EXIT.USAGE;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    console.error(`portal: unknown command "${name}"\n\n${overview()}`);
    return EXIT.USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`Usage: ${command.usage}`);
    return EXIT.OK;
  }
  try {
    const config = loadConfig();
    const ctx: CommandContext = {
      args: parseArgs(rest, command),
      config,
      // Log lines to standard error, warnings and worse unless LOG_LEVEL says otherwise: standard output is the command's answer.
      log: createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn', pino.destination(2)),
      out: (line) => console.log(line),
      readLine: lineReader(),
    };
    await command.run(ctx);
    return EXIT.OK;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`portal ${command.name}: ${error.message}\n\nUsage: ${command.usage}`);
      return EXIT.USAGE;
    }
    if (error instanceof ConfigError) {
      console.error(`portal ${command.name}: configuration error: ${error.message}`);
      return EXIT.USAGE;
    }
    if (error instanceof CommandFailed) {
      console.error(`portal ${command.name}: ${error.message}`);
      return EXIT.FAILED;
    }
    console.error(`portal ${command.name}: failed:`, error);
    return EXIT.FAILED;
  }
}
