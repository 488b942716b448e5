import { TIMELINE_FPS, timelineEvents, type TimelineInput } from './timeline.js';

const rationalTime = (value: number, rate: number) => ({ OTIO_SCHEMA: 'RationalTime.1', rate, value });
const timeRange = (start: number, duration: number, rate: number) => ({
  OTIO_SCHEMA: 'TimeRange.1',
  duration: rationalTime(duration, rate),
  start_time: rationalTime(start, rate),
});

/**
 * The edit as an OpenTimelineIO timeline (JSON): a Timeline holding a Stack with one Track (Audio,
 * or Video for a video file) of one Clip per kept stretch, each referring to the original media by
 * its file name, its source range in the media's frames at the timeline rate. The clips follow each
 * other without gaps, so the track's timeline is the edited one; frames are those of the EDL
 * (`timelineEvents`), so the two exports agree frame for frame.
 */
export function renderOtio(input: TimelineInput): string {
  const rate = input.fps ?? TIMELINE_FPS;
  const mediaFrames = Math.round(input.duration * rate);
  const clips = timelineEvents(input).map((event, i) => ({
    OTIO_SCHEMA: 'Clip.2',
    metadata: {},
    name: `${input.mediaName} ${i + 1}`,
    source_range: timeRange(event.sourceIn, event.sourceOut - event.sourceIn, rate),
    effects: [],
    markers: [],
    enabled: true,
    media_references: {
      DEFAULT_MEDIA: {
        OTIO_SCHEMA: 'ExternalReference.1',
        metadata: {},
        name: input.mediaName,
        available_range: timeRange(0, mediaFrames, rate),
        available_image_bounds: null,
        target_url: input.mediaName,
      },
    },
    active_media_reference_key: 'DEFAULT_MEDIA',
  }));
  const timeline = {
    OTIO_SCHEMA: 'Timeline.1',
    metadata: {},
    name: input.title,
    global_start_time: null,
    tracks: {
      OTIO_SCHEMA: 'Stack.1',
      metadata: {},
      name: 'tracks',
      source_range: null,
      effects: [],
      markers: [],
      enabled: true,
      children: [
        {
          OTIO_SCHEMA: 'Track.1',
          metadata: {},
          name: input.mediaKind === 'video' ? 'V1' : 'A1',
          source_range: null,
          effects: [],
          markers: [],
          enabled: true,
          children: clips,
          kind: input.mediaKind === 'video' ? 'Video' : 'Audio',
        },
      ],
    },
  };
  return `${JSON.stringify(timeline, null, 2)}\n`;
}
