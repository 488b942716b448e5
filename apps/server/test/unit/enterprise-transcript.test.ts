import { describe, expect, it } from 'vitest';
import {
  CompactSaveRequest,
  WORKFLOW_STATUSES,
  WORKFLOW_SUBMITTED_MESSAGE,
  transcriptEditRefusal,
  type OrgRoleName,
  type Snippet,
} from '@scriptloom/contracts';
import { expandCompact } from '../../src/services/enterprise-transcript/compact-document.js';
import { AppError } from '../../src/lib/app-error.js';

const paragraph = (id: string): Snippet => ({
  id,
  start: 1,
  start_timestamp: '0:00:01',
  end: 2,
  end_timestamp: '0:00:02',
  speaker: 'Speaker 1',
  words: [{ text: 'hello', start: 1, end: 2, confidence: 0.9, is_removed: false }],
  comments: [],
});
const compact = (id: string) =>
  CompactSaveRequest.parse({
    version: 1,
    tr: [{ id, sp: 'Speaker 1', st: 1, e: 2, w: [{ t: 'hi', st: 1, e: 2, c: 1 }] }],
  }).tr;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? `${err.status} ${err.message}` : String(err);
  }
  return 'accepted';
};

describe('expandCompact', () => {
  it('finds a paragraph by its 8-character prefix, or by a whole short id, and keeps what was sent', () => {
    const stored = [paragraph('0123456789abcdef'), paragraph('p1')];
    const [a] = expandCompact(stored, compact('01234567'));
    expect(a).toMatchObject({ id: '0123456789abcdef', start_timestamp: '0:00:01' });
    expect(a!.words).toEqual([{ text: 'hi', start: 1, end: 2, confidence: 1, is_removed: false }]);
    expect(expandCompact(stored, compact('p1'))[0]!.id).toBe('p1');
  });

  it('refuses a prefix two stored paragraphs share, naming it, and takes their whole ids', () => {
    const stored = [paragraph('01234567-a'), paragraph('01234567-b')];
    expect(refusal(() => expandCompact(stored, compact('01234567')))).toBe(
      '400 More than one paragraph\'s id starts with "01234567": send that paragraph\'s whole id.',
    );
    expect(expandCompact(stored, compact('01234567-b'))[0]!.id).toBe('01234567-b');
  });

  it('refuses a short id no stored paragraph starts with, and takes a long new one as a new paragraph', () => {
    const stored = [paragraph('0123456789abcdef')];
    expect(refusal(() => expandCompact(stored, compact('0123')))).toBe(
      '400 No paragraph of this transcript has an id starting with "0123".',
    );
    const made = expandCompact(stored, compact('fedcba98-new-paragraph'))[0]!;
    expect([made.id, made.comments]).toEqual(['fedcba98-new-paragraph', []]);
  });
});

describe('transcriptEditRefusal', () => {
  it('lets a reviewer save before the first review ends, QA and admins until the workflow is submitted', () => {
    const table = Object.fromEntries(
      (['admin', 'qa', 'reviewer'] as OrgRoleName[]).map((role) => [
        role,
        WORKFLOW_STATUSES.filter((status) => transcriptEditRefusal(role, status) === null),
      ]),
    );
    expect(table).toEqual({
      admin: ['Not_Started', 'First_Review', 'QA_Review', 'Compliance'],
      qa: ['Not_Started', 'First_Review', 'QA_Review', 'Compliance'],
      reviewer: ['Not_Started', 'First_Review'],
    });
    expect(transcriptEditRefusal('reviewer', 'Publication')).toBe(WORKFLOW_SUBMITTED_MESSAGE);
    expect(transcriptEditRefusal('reviewer', 'Compliance')).toBe(
      'This workflow is in Final Review; only QA and admins can edit it now.',
    );
  });
});
