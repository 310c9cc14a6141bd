import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every child the bench starts, so an interrupted run still ends them (by pid, never by name). */
const children = new Set<ChildProcess>();

function killChildren() {
  for (const child of children) if (child.exitCode === null && child.pid) child.kill('SIGKILL');
}
process.once('exit', killChildren);
// A stray rejection in one part (a browser closing under a late request, say) must not end the run.
process.on('unhandledRejection', (reason) => {
  console.error(`[bench] ignored an unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killChildren();
    process.exit(130);
  });
}

export type Child = {
  process: ChildProcess;
  pid: number;
  /** Everything the child printed so far (stdout and stderr), for error messages. */
  output: () => string;
  exited: Promise<number | null>;
  stop: (graceMs?: number) => Promise<void>;
};

/** Starts a child with piped output; the bench keeps the last 64 kB of it for error messages. */
export function start(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (!child.pid) throw new Error(`Could not start ${command}`);
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    });
  });
  const stop = async (graceMs = 5000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return { process: child, pid: child.pid, output: () => output, exited, stop };
}

/** Node 24 itself (the `node` dev dependency), never the system Node 20; `nodeFlags` go before the script. */
export function startNode(script: string, args: string[], options: SpawnOptions = {}, nodeFlags: string[] = []): Child {
  return start(process.execPath, [...nodeFlags, script, ...args], options);
}

/** Runs a command to its end and hands back its output; a non-zero exit is an error. */
export async function run(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  const { timeoutMs = 300_000, ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  }).finally(() => {
    clearTimeout(timer);
    children.delete(child);
  });
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${code}${code === null ? ' (killed: timeout?)' : ''}\n${(stderr || stdout).slice(-3000)}`);
  }
  return { stdout, stderr };
}

/** Waits until the child prints a line matching `pattern`, or fails with what it printed. */
export function waitForOutput(child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(child.output());
      if (match) {
        cleanup();
        resolve(match);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`The child exited (${code}) before it was ready:\n${child.output().slice(-3000)}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`Not ready after ${timeoutMs} ms:\n${child.output().slice(-3000)}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.process.stdout?.off('data', check);
      child.process.stderr?.off('data', check);
      child.process.off('exit', onExit);
    };
    child.process.stdout?.on('data', check);
    child.process.stderr?.on('data', check);
    child.process.once('exit', onExit);
    check();
  });
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export async function rssBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const match = status ? /^VmRSS:\s+(\d+)\s+kB/m.exec(status) : null;
  return match?.[1] ? Number(match[1]) * 1024 : null;
}

/** CPU time a process has used so far (user + system) in ms, from /proc/<pid>/stat (Linux, 100 ticks a second). */
export async function cpuMs(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command name (field 2) may hold spaces; fields count from after its closing parenthesis.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return null;
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Samples a process's RSS every `everyMs` until stopped; hands back the peak and the last sample. */
export function sampleRss(pid: number, everyMs = 200): { stop: () => Promise<{ peak: number | null; last: number | null }> } {
  let peak: number | null = null;
  let last: number | null = null;
  const take = async () => {
    const rss = await rssBytes(pid);
    if (rss !== null) {
      last = rss;
      peak = Math.max(peak ?? 0, rss);
    }
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await take();
      return { peak, last };
    },
  };
}
