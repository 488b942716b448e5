import { inArray } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { schema } from '@scriptloom/db';
import type { Persona } from '../enterprise.js';
import { toneMp3 } from '../media-files.js';
import type { Caller } from '../permission-matrix.js';
import type { Cast, Extra, MailedInputs, SubjectIds } from '../permission-world.js';
import type { TestApp } from '../test-app.js';

/** What a row's request is made of, and the helpers the requests of every area share (see index.ts). */

export interface World {
  t: TestApp;
  cast: Cast;
  orgId: string;
  /** Codes and links that come by mail (see `waitsForMail`). */
  mailed: Promise<MailedInputs>;
  /** An account without two-step sign-in, for the sign-in and reset-link rows. */
  account: { email: string; password: string };
  /** A background of the catalogue (not the default one, so choosing it changes something). */
  background: string;
  /** Signed links made once: an invoice's PDF, a bulk download's zip, a workflow's upload. */
  invoiceUrl: string;
  zipUrl: string;
  objectUrl: string;
  /** A workflow with a score of the reviewer's, and one whose scores are calculated again. */
  scoredWorkflowId: string;
  recalculatedWorkflowId: string;
  /** Puts the cast's accounts back as they were (password, two-step, organisation). */
  restoreAccounts(): Promise<void>;
}

export interface CaseInput {
  w: World;
  caller: Caller;
  /** The caller's persona; none without a token. */
  who: Persona | undefined;
}
export interface FileCaseInput extends CaseInput {
  /** The personal file or workflow the request is about. */
  subject: SubjectIds;
}

export interface PreparedRequest {
  method: InjectOptions['method'];
  url: string;
  /** An object is sent as JSON. */
  payload?: unknown;
  headers?: Record<string, string>;
  /** On a bulk route: whether the answer left the subject out (`skipped`). */
  skipped?(body: unknown): boolean;
  /** Undoes what the request changed beyond its subject; runs whatever the answer. */
  after?(res: LightMyRequestResponse): Promise<void>;
}

interface SpecBase {
  /** Its input comes by mail: its cases run last, while the mail is on its way. */
  waitsForMail?: boolean;
  /**
   * Runs alone, not beside other cases: it changes the cast's accounts for a moment (a password,
   * an organisation), or several at once would be refused for their number (sign-ins, cards).
   */
  serial?: boolean;
}
/** A row without a subject. */
export interface PlainSpec extends SpecBase {
  subject?: undefined;
  build(input: CaseInput): Promise<PreparedRequest> | PreparedRequest;
}
/** A row tried on the personal file and on the workflows (`file` in the table). */
export interface FileSpec extends SpecBase {
  subject: 'file';
  /** The request changes or deletes its subject: each call is given a fresh one. */
  writes?: boolean;
  /** What a fresh subject needs besides its file and transcript (shared ones have everything). */
  needs?: readonly Extra[];
  build(input: FileCaseInput): Promise<PreparedRequest> | PreparedRequest;
}
export type RequestSpec = PlainSpec | FileSpec;

export const get = (url: string): PreparedRequest => ({ method: 'GET', url });
export const json = (method: InjectOptions['method'], url: string, payload?: unknown): PreparedRequest => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
/** The persona a preparation acts as: the caller, or the owner for a request without a token. */
export const actor = ({ w, who }: CaseInput) => who ?? w.cast.owner;

export const inBulk = (id: string) => (body: unknown) =>
  ((body as { skipped?: { id: string }[] }).skipped ?? []).some((s) => s.id === id);

export async function deleteFiles(t: TestApp, ids: string[]) {
  // The pipeline job of an upload finds its file gone and stops: no recognition runs for this test.
  if (ids.length) await t.runtime.database.db.delete(schema.files).where(inArray(schema.files.id, ids));
}
export const deleteCreated =
  (w: World) =>
  async (res: LightMyRequestResponse): Promise<void> => {
    if (res.statusCode < 300) await deleteFiles(w.t, [(res.json() as { id: string }).id]);
  };

/** What the uploads send: a second of real audio, which the server probes as it would any upload. */
export const audio = () => toneMp3(1);
