import { describe, expect, it } from 'vitest';
import { namesFromIntroductions } from '../src/index.js';

/** "A: words / B: words" -> words with speakers. */
function said(script: string) {
  return script.split(' / ').flatMap((turn) => {
    const [speaker, text] = turn.split(': ') as [string, string];
    return text.split(' ').map((t) => ({ text: t, speaker }));
  });
}

describe('namesFromIntroductions', () => {
  it('names speakers who introduce themselves', () => {
    const names = namesFromIntroductions(
      said('S1: hello my name is sarah and this is the show / S2: hi i am david lincoln thanks'),
    );
    expect(Object.fromEntries(names)).toEqual({ S1: 'Sarah', S2: 'David Lincoln' });
  });

  it('takes the host naming the guest for the next speaker, and the vocabulary spelling', () => {
    const names = namesFromIntroductions(said('S1: today my guest is ada okafor welcome / S2: thanks for having me'), [
      'Ada Okafor',
    ]);
    expect(Object.fromEntries(names)).toEqual({ S2: 'Ada Okafor' });
  });

  it("prefers a speaker's own introduction over the host's", () => {
    const names = namesFromIntroductions(said('S1: joining me is maria / S2: hello my name is sarah actually'));
    expect(Object.fromEntries(names)).toEqual({ S2: 'Sarah' });
  });

  it('ignores everyday words after the cues and unclear or shared claims', () => {
    expect(namesFromIntroductions(said("S1: i'm sure that i am will to do it / S2: i'm going home"))).toEqual(
      new Map(),
    );
    // Two names for one label, and one name for two labels: neither is clear.
    expect(namesFromIntroductions(said("S1: i'm sarah / S2: i'm maria / S1: i'm david"))).toEqual(
      new Map([['S2', 'Maria']]),
    );
    expect(namesFromIntroductions(said("S1: i'm sarah / S2: i'm sarah"))).toEqual(new Map());
  });

  it('takes no name from a word the recogniser was unsure of', () => {
    const words = said('S1: hello i am amy here / S2: hi my name is sarah');
    const unsure = words.map((w) => ({ ...w, confidence: w.text === 'amy' ? 0.4 : 0.9 }));
    expect(Object.fromEntries(namesFromIntroductions(unsure))).toEqual({ S2: 'Sarah' });
  });

  it('takes a typed full name heard whole even when the recogniser scored it low', () => {
    const words = said("S1: welcome / S2: and i'm tomas novak from the clinic / S3: i'm amy here");
    const low = new Map([
      ['tomas', 0.23],
      ['novak', 0.99],
      ['amy', 0.4],
    ]);
    const scored = words.map((w) => ({ ...w, confidence: low.get(w.text) ?? 0.9 }));
    // "Tomas Novak" was typed: heard whole after "I'm", it is taken however low it scored ("maya"
    // 0.03, "chen" 0.06 on the test podcast). "amy" was not typed: it still needs 0.7.
    expect(Object.fromEntries(namesFromIntroductions(scored, ['Tomas Novak']))).toEqual({ S2: 'Tomas Novak' });
    expect(Object.fromEntries(namesFromIntroductions(scored))).toEqual({});
    const lower = scored.map((w) => (w.text === 'novak' ? { ...w, confidence: 0.02 } : w));
    expect(Object.fromEntries(namesFromIntroductions(lower, ['Tomas Novak']))).toEqual({ S2: 'Tomas Novak' });
    // Without a cue before it, a typed name opening a turn still needs a mean of 0.2.
    const opening = said('S1: welcome / S2: tomas novak from the clinic').map((w) => ({
      ...w,
      confidence: w.text === 'tomas' || w.text === 'novak' ? 0.05 : 0.9,
    }));
    expect(Object.fromEntries(namesFromIntroductions(opening, ['Tomas Novak']))).toEqual({});
  });

  it('takes a typed full name from its surname heard surely after a misheard first name', () => {
    const words = said("S1: hello and i'm dan carter this week / S2: thanks");
    const scored = (carter: number) =>
      words.map((w) => ({ ...w, confidence: w.text === 'dan' ? 0.02 : w.text === 'carter' ? carter : 0.9 }));
    expect(Object.fromEntries(namesFromIntroductions(scored(0.94), ['Ben Carter', 'Grace Osei']))).toEqual({
      S1: 'Ben Carter',
    });
    // The surname unsure, nobody typed with it, two typed names share it: nothing.
    expect(namesFromIntroductions(scored(0.5), ['Ben Carter'])).toEqual(new Map());
    expect(namesFromIntroductions(scored(0.94), ['Grace Osei'])).toEqual(new Map());
    expect(namesFromIntroductions(scored(0.94), ['Ben Carter', 'Amy Carter'])).toEqual(new Map());
    // The word before the surname must be a first name, and the typed term a person's name.
    const brewery = said("S1: i'm dan brewery").map((w) => ({ ...w, confidence: w.text === 'dan' ? 0.02 : 0.94 }));
    expect(namesFromIntroductions(brewery, ['Ironbridge Brewery'])).toEqual(new Map());
    expect(namesFromIntroductions(said("S1: i'm a carter fan"), ['Ben Carter'])).toEqual(new Map());
  });

  it('names the speaker greeted or thanked by name, and the one a question is put to, when the name was typed', () => {
    const typed = ['Ben Carter', 'Kenji Watanabe'];
    const greeted = said("S1: welcome back to the show / S2: thanks for having me ben it's good to be here");
    expect(Object.fromEntries(namesFromIntroductions(greeted, typed))).toEqual({ S1: 'Ben Carter' });
    const asked = said('S1: so kenji what are microplastics / S2: tiny pieces of plastic');
    expect(Object.fromEntries(namesFromIntroductions(asked, typed))).toEqual({ S2: 'Kenji Watanabe' });
    const handed = said("S1: kenji let's start with the rivers / S2: most plastic comes from them");
    expect(Object.fromEntries(namesFromIntroductions(handed, typed))).toEqual({ S2: 'Kenji Watanabe' });
    // Not typed: a misheard name would otherwise stand, with no cue word to confirm it.
    expect(namesFromIntroductions(greeted)).toEqual(new Map());
    // A statement about someone hands nobody the floor.
    expect(namesFromIntroductions(said('S1: ben was there too / S2: he was'), typed)).toEqual(new Map());
  });

  it("lets a speaker's own introduction outweigh a name said to them", () => {
    const words = said("S1: i'm ben carter / S2: hi kenji / S3: hello i'm kenji watanabe");
    expect(Object.fromEntries(namesFromIntroductions(words, ['Ben Carter', 'Kenji Watanabe']))).toEqual({
      S1: 'Ben Carter',
      S3: 'Kenji Watanabe',
    });
  });

  it('names a label from a typed full name at the opening of its first turn, said without "I\'m"', () => {
    const typed = ['Sofia Rossi', 'Anneke Visser', 'Grace Osei', 'Green Courier'];
    const opened = said(
      'S1: welcome to night music / S2: and sofia rossi i run the youth programme / S3: hi everyone anneke visser here',
    );
    expect(Object.fromEntries(namesFromIntroductions(opened, typed))).toEqual({
      S2: 'Sofia Rossi',
      S3: 'Anneke Visser',
    });
    // Not typed, or not a person's name: nothing.
    expect(namesFromIntroductions(opened)).toEqual(new Map());
    expect(namesFromIntroductions(said('S1: hello / S2: green courier delivers parcels'), typed)).toEqual(new Map());
  });

  it('takes no opening name that greets, speaks of or to someone, or comes late', () => {
    const typed = ['Grace Osei', 'Marcus Green'];
    const names = (script: string) => Object.fromEntries(namesFromIntroductions(said(script), typed));
    // A greeting with the name answers the speaker before.
    expect(names('S1: welcome to the show / S2: hi marcus green good to be here')).toEqual({ S1: 'Marcus Green' });
    expect(names('S1: grace osei is the chair of the club / S2: thanks')).toEqual({});
    expect(names('S1: grace osei welcome to the show / S2: thanks')).toEqual({});
    // A question put to the name: the one who answers is named, not the one who asks.
    expect(names('S1: marcus green how did it start / S2: with a stage')).toEqual({ S2: 'Marcus Green' });
    // Past the first words of the turn, or in a later turn.
    expect(names('S1: hello / S2: well thanks it was grace osei who started it')).toEqual({});
    expect(names('S1: hello / S2: thanks / S1: so / S2: grace osei runs it')).toEqual({});
    expect(names('S1: hello / S2: thanks / S1: so / S2: grace osei and i agree')).toEqual({});
  });

  it("names both people of a host's introduction, wherever in the turn and however the cue is said", () => {
    const typed = ['Maya Chen', 'David Okafor'];
    const names = (script: string) => Object.fromEntries(namesFromIntroductions(said(script), typed));
    const both = { S1: 'Maya Chen', S2: 'David Okafor' };
    expect(
      names('S1: welcome back to the workbench podcast i am maya chen and today my guest is david okafor / S2: thanks'),
    ).toEqual(both);
    expect(names("S1: hello everyone my name's maya chen and with me today is david okafor / S2: hi")).toEqual(both);
    expect(names('S1: this is maya chen and our guest today is david okafor / S2: thank you')).toEqual(both);
    expect(names("S1: welcome i'm maya chen and joining me today is david okafor / S2: glad to be here")).toEqual(both);
  });

  it("takes a typed name after a show's welcome for the host, never a guest's name or one said to someone", () => {
    const typed = ['Sarah Miller', 'James Porter'];
    const names = (script: string) => Object.fromEntries(namesFromIntroductions(said(script), typed));
    // The recogniser lost "I am": the name still opens the host's first turn, after the welcome.
    expect(names('S1: hello and welcome to the green city podcast sarah miller here / S2: thanks')).toEqual({
      S1: 'Sarah Miller',
    });
    // Introduced as the guest: the next speaker, not the host.
    expect(names('S1: hello and welcome to the show my guest today is james porter / S2: thanks')).toEqual({
      S2: 'James Porter',
    });
    // The guest thanking the host by name, late in a first turn: nobody is named after the host.
    expect(names('S1: welcome to the show / S2: thank you so much for having me on the show sarah miller')).toEqual({});
  });

  it('needs the name said by the same speaker as the cue', () => {
    expect(namesFromIntroductions(said('S1: my name is / S2: sarah'))).toEqual(new Map());
  });
});
