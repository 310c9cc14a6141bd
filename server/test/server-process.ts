import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const READY = /open at http:\/\/localhost:(\d+)/;

export type NodeProcess = {
  /** The first match of the `ready` pattern in the process's output. */
  ready: RegExpExecArray;
  /** Sends the signal and waits for the process to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
};

export type ServerProcess = Pick<NodeProcess, 'kill'> & { url: string };

/**
 * `node <script>` in a process of its own, with only the given environment (and PATH), so the runner's
 * own variables never leak in. Resolves once its standard output matches `ready`.
 */
export function startNodeProcess(script: string, variables: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<NodeProcess> {
  const child = spawn(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', ...variables },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`${script} was not ready in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({ ready: match, kill });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
}

/** The shop as `npm start` runs it: `node server/main.ts`, resolved once the start-up banner names its port (PORT=0: any free one). */
export async function startServerProcess(variables: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const { ready, kill } = await startNodeProcess(MAIN, variables, READY, timeoutMs);
  return { url: `http://localhost:${ready[1]}`, kill };
}
