// autocannon in its own process (the load generator must not share a CPU queue with the server or the
// orchestrator), kept for the whole run. http-load.mjs sends it one run at a time over IPC.
import autocannon from 'autocannon';

process.on('message', async ({ id, options }) => {
  try {
    process.send({ id, ok: true, result: await autocannon(options) });
  } catch (error) {
    process.send({ id, ok: false, error: String(error?.message ?? error) });
  }
});
