export { diarize, type DiarizeInput } from './diarize.js';
export { assignSpeakers } from './assign-speakers.js';
