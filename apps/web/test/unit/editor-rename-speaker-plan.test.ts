import { describe, expect, it } from 'vitest';
import { renameSpeakerPlan } from '../../src/features/editor/dialogs/rename-speaker-plan';

const speakers = ['Speaker 1', 'Speaker 2', 'Maya'];

describe('renameSpeakerPlan', () => {
  it('renames to a new name, and says a listed name would merge', () => {
    const plan = renameSpeakerPlan('Speaker 2', '  Ada Okafor ', speakers, true);
    expect(plan).toMatchObject({ name: 'Ada Okafor', merges: false, action: 'Rename' });
    expect(plan.hint).toBe('Currently “Speaker 2”. Type another speaker’s name to merge the two.');
  });

  it('merges onto a listed speaker, taking its spelling whatever the case typed', () => {
    const plan = renameSpeakerPlan('Speaker 2', 'speaker 1', speakers, true);
    expect(plan).toMatchObject({ name: 'Speaker 1', merges: true, action: 'Merge' });
    expect(plan.hint).toBe('Every paragraph of “Speaker 2” goes to “Speaker 1”: the two become one speaker.');
  });

  it('moves only this paragraph when the scope is one paragraph', () => {
    const plan = renameSpeakerPlan('Speaker 2', 'MAYA', speakers, false);
    expect(plan).toMatchObject({ name: 'Maya', merges: true, action: 'Rename' });
    expect(plan.hint).toBe('This paragraph goes to “Maya”.');
  });

  it('keeps a change of case to the current name a rename', () => {
    expect(renameSpeakerPlan('Maya', 'MAYA', speakers, true)).toMatchObject({ name: 'MAYA', merges: false });
  });

  it('does not suggest merging when there is no other speaker', () => {
    expect(renameSpeakerPlan('Speaker 1', 'Speaker 1', ['Speaker 1'], true).hint).toBe('Currently “Speaker 1”');
  });
});
