/**
 * The processing pipeline, in order. Each stage is one pg-boss job; progress is the share of the
 * whole pipeline reached when the stage starts and ends (speech-to-text dominates the time).
 */
export const STAGES = ['normalise', 'speech_to_text', 'diarization', 'paragraphs'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_PROGRESS: Record<Stage, [number, number]> = {
  normalise: [0, 12],
  speech_to_text: [12, 85],
  diarization: [85, 97],
  paragraphs: [97, 100],
};

export function nextStage(stage: Stage): Stage | 'processed' {
  const i = STAGES.indexOf(stage);
  return STAGES[i + 1] ?? 'processed';
}

export const isStage = (value: string): value is Stage => (STAGES as readonly string[]).includes(value);
