import cliProgress from 'cli-progress';

/** Where the bulk seeders report how far they are. */
export interface DemoProgress {
  start(section: string, total: number): void;
  advance(rows: number): void;
  stop(): void;
}

export const silentProgress: DemoProgress = { start: () => undefined, advance: () => undefined, stop: () => undefined };

/** A bar on a terminal; elsewhere (CI logs, pipes) a plain line every 10% at most. */
export function terminalProgress(stream: NodeJS.WriteStream = process.stdout): DemoProgress {
  return stream.isTTY ? barProgress(stream) : lineProgress(stream);
}

function rate(rows: number, startedAt: number): string {
  const seconds = (Date.now() - startedAt) / 1000;
  return seconds > 0 ? `${Math.round(rows / seconds).toLocaleString('en-US')} rows/s` : '';
}

function barProgress(stream: NodeJS.WriteStream): DemoProgress {
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: '{section} [{bar}] {percentage}% | {value}/{total} | {rate} | ETA {eta_formatted}',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let done = 0;
  let startedAt = 0;
  return {
    start(section, total) {
      done = 0;
      startedAt = Date.now();
      bar.start(total, 0, { section, rate: '' });
    },
    advance(rows) {
      done += rows;
      bar.update(done, { rate: rate(done, startedAt) });
    },
    stop: () => bar.stop(),
  };
}

function lineProgress(stream: NodeJS.WritableStream): DemoProgress {
  let section = '';
  let total = 0;
  let done = 0;
  let nextTenth = 1;
  let startedAt = 0;
  return {
    start(name, rows) {
      [section, total, done, nextTenth, startedAt] = [name, rows, 0, 1, Date.now()];
    },
    advance(rows) {
      done += rows;
      if (total === 0 || done < (total * nextTenth) / 10) return;
      nextTenth = Math.floor((done * 10) / total) + 1;
      stream.write(
        `${section}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} (${Math.floor((done * 100) / total)}%) ${rate(done, startedAt)}\n`,
      );
    },
    stop: () => undefined,
  };
}
