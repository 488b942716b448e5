/*
 * Enterprise workflows, by what is done with them: one workflow found and changed under its lock
 * (workflows.ts, with change.ts and copy.ts), the organisation's list (list.ts), and what
 * auto-assign reads (assignment.ts). Their people are ../members.ts.
 */
export * from './workflows.js';
export type { ChangeEvent, ChangeOptions, ChangeOutcome, WorkflowChange, WorkflowView } from './change.js';
export type { CopyOutcome, WorkflowCopy } from './copy.js';
export * from './list.js';
export * from './assignment.js';
