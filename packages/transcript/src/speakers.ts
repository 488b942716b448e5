/** Default speaker labels: 'Speaker 1', 'Speaker 2', ... for 0-based indices. */
export const speakerName = (index: number): string => `Speaker ${index + 1}`;
