/**
 * What each CPU pool thread is started with. Its own file: the pool (which starts threads) and the
 * thread's entry (which reads it) both need it, and neither should import the other for it.
 */
export interface CpuWorkerData {
  /** Nice value the thread gives itself. */
  nice: number;
}
