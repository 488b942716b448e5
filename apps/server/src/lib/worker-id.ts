import os from 'node:os';

/**
 * Names this process as the holder of a lease (a file's stage, an insight run), so a late job of
 * another process can tell the lease is not its own, and a dead process's leases can be found.
 */
export const WORKER_ID = `${os.hostname()}:${process.pid}`;
