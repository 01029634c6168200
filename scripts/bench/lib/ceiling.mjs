// Starts and stops the bare ceiling servers (ceiling-http.mjs, ceiling-ws.mjs) as their own processes.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Forks a bench server script and resolves once it says it is listening. */
export function startProcess(script, args) {
  const file = fileURLToPath(new URL(`../${script}`, import.meta.url));
  const child = fork(file, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () =>
      resolve({
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}
