/**
 * `npm run whisper:model -- <name>` (e.g. base.en): downloads whisper.cpp's ggml-<name>.bin into
 * DATA_DIR/models from WHISPER_MODEL_URL, checks its published SHA-1, and prints the WHISPER_MODEL
 * line that points the server at it. Progress goes to stderr, the line to stdout.
 */
import { loadConfig } from '../apps/server/src/config.js';
import { downloadWhisperModel, SpeechError, WHISPER_MODEL_CHECKSUMS } from '../packages/speech/src/index.js';

const name = process.argv[2];
if (!name || process.argv.length > 3) {
  console.error('Usage: npm run whisper:model -- <name>');
  console.error(`Models: ${Object.keys(WHISPER_MODEL_CHECKSUMS).join(', ')}`);
  process.exit(2);
}

const config = loadConfig();
let shown = -1;
try {
  const model = await downloadWhisperModel({
    name,
    modelsDir: config.whisperModels.dir,
    baseUrl: config.whisperModels.url,
    onProgress(received, total) {
      // A line per 5 % (or per 10 MB when the size is unknown), not one per network chunk.
      const step = total ? Math.floor((received / total) * 20) : Math.floor(received / 10_000_000);
      if (step === shown) return;
      shown = step;
      const mb = (received / 1_000_000).toFixed(1);
      console.error(
        total ? `ggml-${name}.bin: ${mb} of ${(total / 1_000_000).toFixed(1)} MB` : `ggml-${name}.bin: ${mb} MB`,
      );
    },
  });
  console.error(
    model.alreadyPresent
      ? `${model.path} is already there and its checksum matches.`
      : `Saved ${model.path} (${(model.bytes / 1_000_000).toFixed(1)} MB, checksum verified).`,
  );
  console.log(`WHISPER_MODEL=${model.path}`);
} catch (error) {
  console.error(error instanceof SpeechError ? error.message : `Download failed: ${(error as Error).message}`);
  process.exit(1);
}
