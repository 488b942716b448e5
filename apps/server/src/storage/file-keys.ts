/**
 * Storage keys of one file. Everything a file owns lives under its `dir`, so deleting the file
 * (or cleaning up after a stage whose file was deleted meanwhile) is one prefix delete.
 */
export const fileKeys = (userId: string, fileId: string, originalExt = '') => {
  const dir = `files/${userId}/${fileId}`;
  return {
    dir,
    /** Keeps the upload's extension so the object is served with the right content type. */
    original: `${dir}/original${originalExt}`,
    playback: `${dir}/playback.mp3`,
    wav: `${dir}/audio-16k.wav`,
    peaks: `${dir}/peaks.json`,
    /**
     * The loudness envelope edits place their cuts by (docs/product.md#edited-media). No column
     * names it: it is there for files processed since it was made, and looked for by this key.
     */
    energy: `${dir}/energy.json`,
  };
};

/** Storage keys of one audiogram or reel, inside its file's folder (deleted with it). */
export const clipKeys = (userId: string, fileId: string, clipId: string) => {
  const dir = `${fileKeys(userId, fileId).dir}/clips`;
  return { video: `${dir}/${clipId}.mp4`, audio: `${dir}/${clipId}.m4a` };
};

/** Storage key of one edited render (issue 40), inside its file's folder (deleted with it). */
export const editRenderKey = (userId: string, fileId: string, renderId: string, format: string) =>
  `${fileKeys(userId, fileId).dir}/edits/${renderId}.${format}`;
