import type { Config } from '../config.js';
import type { Logger } from '../logger.js';

/** Exit codes of `portal`: 0 done, 1 the command failed, 2 bad usage or settings. */
export const EXIT = { OK: 0, FAILED: 1, USAGE: 2 } as const;

/** Wrong arguments: the command's usage is printed with the message (exit 2). */
export class UsageError extends Error {}

/** The command ran and could not do what was asked (exit 1); the message says why. */
export class CommandFailed extends Error {}

/** What a command gets: its parsed arguments, the server's settings, a logger, and where to write. */
export interface CommandContext {
  args: ParsedArgs;
  config: Config;
  log: Logger;
  out: (line: string) => void;
  /** Reads one line from standard input (a prompt is written first when it is a terminal); `secret`: not echoed. */
  readLine: (prompt: string, secret?: boolean) => Promise<string>;
}

export interface ParsedArgs {
  positional: string[];
  flags: Set<string>;
  options: Map<string, string>;
}

export interface Command {
  name: string;
  /** One line for the command list. */
  summary: string;
  /** `portal <name> …` and what each argument and option does. */
  usage: string;
  /** Flags (no value) and options (with a value) the command takes. */
  flags?: string[];
  options?: string[];
  /** How many positional arguments it takes. */
  positional: number;
  run(ctx: CommandContext): Promise<void>;
}

/** `--flag`, `--option value`, `--option=value` and positional arguments; anything unknown is a usage error. */
export function parseArgs(argv: string[], command: Pick<Command, 'flags' | 'options' | 'positional'>): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], flags: new Set(), options: new Map() };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (command.flags?.includes(name) && inline === undefined) parsed.flags.add(name);
    else if (command.options?.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value`);
      parsed.options.set(name, value);
    } else throw new UsageError(`unknown option ${arg}`);
  }
  if (parsed.positional.length !== command.positional) {
    throw new UsageError(command.positional ? `expected ${command.positional} argument(s), got ${parsed.positional.length}` : 'takes no arguments');
  }
  return parsed;
}
