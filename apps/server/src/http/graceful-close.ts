import type { FastifyInstance } from 'fastify';

/**
 * Stops taking requests and waits for those in flight, for at most `graceMs`: a slow upload or a
 * large download must not hold a shutdown forever, so past that their connections are closed.
 * Returns whether any had to be cut off.
 */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<{ cutOff: boolean }> {
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  const first = await Promise.race([closed.then(() => 'closed' as const), late]);
  clearTimeout(timer);
  if (first === 'closed') return { cutOff: false };
  app.server.closeAllConnections();
  await closed;
  return { cutOff: true };
}
