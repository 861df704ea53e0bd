import { spawn } from 'node:child_process';

/** ffmpeg and ffprobe from Debian's `ffmpeg` package, unless FFMPEG_PATH / FFPROBE_PATH say otherwise. */
export interface MediaBinaries {
  ffmpeg: string;
  ffprobe: string;
}

/** The one place the binary paths are read from the environment. */
export function mediaBinaries(env: NodeJS.ProcessEnv = process.env): MediaBinaries {
  return {
    ffmpeg: env.FFMPEG_PATH || '/usr/bin/ffmpeg',
    ffprobe: env.FFPROBE_PATH || '/usr/bin/ffprobe',
  };
}

/** The binary is not installed (or not where the configuration says). */
export class MediaToolMissingError extends Error {
  constructor(readonly binary: string) {
    super(`未找到媒体处理程序 ${binary}，无法处理音视频；请安装 ffmpeg（apt-get install ffmpeg）或设置 FFMPEG_PATH / FFPROBE_PATH`);
    this.name = 'MediaToolMissingError';
  }
}

/** The file is not audio or video ffmpeg can read, or has no picture where one is needed. */
export class InvalidMediaError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'InvalidMediaError';
  }
}

/** The tool ran but failed, ran too long or was aborted; `stderr` holds the end of its log. */
export class MediaToolError extends Error {
  constructor(
    message: string,
    readonly stderr = '',
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

export interface RunOptions {
  /** Kills the process (SIGKILL) after this long. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Each complete line the process writes to stdout, as it comes. */
  onLine?: (line: string) => void;
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Only the end of a log is worth keeping: that is where ffmpeg says what went wrong. */
const STDERR_KEEP = 8 * 1024;

/**
 * Runs a binary with an argument array (never through a shell, so file names are never
 * interpreted), and resolves with its exit code and output. Rejects with MediaToolMissingError
 * when the binary is absent, MediaToolError on timeout or abort (after killing the process).
 */
export function runTool(binary: string, args: string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(new MediaToolError('媒体处理已取消'));
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let partial = '';
    let failure: Error | undefined;

    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => stop(new MediaToolError(`媒体处理超时（超过 ${Math.round(options.timeoutMs / 1000)} 秒）`, stderr)),
      options.timeoutMs,
    );
    const onAbort = () => stop(new MediaToolError('媒体处理已取消', stderr));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      for (const line of lines) options.onLine(line.trimEnd());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });

    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new MediaToolMissingError(binary) : error);
    });
    child.on('close', (code) => {
      finish();
      if (partial && options.onLine) options.onLine(partial.trimEnd());
      if (failure) reject(failure);
      else resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

/** The last meaningful line of a log, for an error message. */
export function lastLogLine(stderr: string): string {
  return stderr.trim().split('\n').at(-1)?.trim() ?? '';
}
