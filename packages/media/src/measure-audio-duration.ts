import { runTool } from './run-tool.js';

/**
 * How long the first audio stream really is, in seconds: ffmpeg copies its packets to the null
 * muxer (no decoding) and we keep the last timestamp it reached. Container headers only claim a
 * length: an MP3 cut short keeps its Xing frame count, an MP4 or FLAC cut short keeps its full
 * duration, so ffprobe's answer can be several times what the file holds. Copying reads the whole
 * file but decodes nothing: about 0.5 s for a 60-minute MP3, where decoding takes 2.7 s.
 * Returns 0 when no audio packet could be read.
 */
export async function measureAudioDuration(path: string, signal?: AbortSignal): Promise<number> {
  let lastUs = 0;
  await runTool(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-i', path, '-map', '0:a:0', '-c', 'copy', '-f', 'null', '-progress', 'pipe:1', '-'],
    {
      // A damaged tail makes ffmpeg chatty; only the last lines would matter and none are used.
      maxStderr: 4_000,
      signal,
      onStdoutLine: (line) => {
        const match = /^out_time_us=(\d+)$/.exec(line);
        if (match) lastUs = Math.max(lastUs, Number(match[1]));
      },
    },
  );
  // Whatever ffmpeg's exit code, the packets it got through are what the pipeline will get too.
  return lastUs / 1e6;
}
