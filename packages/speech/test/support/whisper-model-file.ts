import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a whisper.cpp (ggml) model file of the "tiny" shape with random weights, so the real
 * native binding can be run here, where no trained model can be downloaded. The layout is the one
 * whisper.cpp's loader reads (src/whisper.cpp, whisper_model_load): the magic, eleven int32
 * hyperparameters, the mel filter bank, the vocabulary, then every tensor as n_dims, name length,
 * type, its dimensions (innermost first), its name and its data, all little-endian.
 *
 * What it transcribes is meaningless, but every step of the engine runs for real: load, the mel
 * spectrogram, the encoder, the decoder with token timestamps, progress and abort.
 */
export interface RandomWhisperModel {
  /** 51864 makes an English-only model (".en"), 51865 a multilingual one. */
  vocabulary?: 51864 | 51865;
  /** The same seed gives the same file, so a run's output is repeatable. */
  seed?: number;
  /** Storage of the large matrices: f16 as in whisper.cpp's published models, or f32. */
  weights?: 'f16' | 'f32';
  /**
   * false leaves the lone space out of the vocabulary: whisper.cpp then fails inside its first
   * decoding step (see SPACE_TOKEN), a stand-in for a damaged model file.
   */
  spaceToken?: boolean;
}

export const TINY_SHAPE = { audioCtx: 1500, textCtx: 448, state: 384, heads: 6, layers: 4, mels: 80 } as const;

const GGML_MAGIC = 0x67676d6c;
const TYPE = { f32: 0, f16: 1 } as const;
/** whisper's STFT: 400-sample windows at 16 kHz give 201 frequency bins. */
const SAMPLE_RATE = 16000;
const N_FFT_BINS = 201;
/** whisper.cpp's text tokens end where its special tokens begin (end of text, in both vocabularies). */
const TEXT_TOKENS = 50256;
const CHUNK_VALUES = 1 << 18;

interface Tensor {
  name: string;
  /** ggml order: the innermost (contiguous) dimension first. */
  dims: number[];
  type: keyof typeof TYPE;
  /** 'one' for a layer norm's gain, 'zero' for a layer norm's shift, else random. */
  fill: 'random' | 'one' | 'zero';
}

/** Writes the model to `path` with a stream (the file is about 77 MB) and returns its size in bytes. */
export async function writeRandomWhisperModel(path: string, options: RandomWhisperModel = {}): Promise<number> {
  const vocabulary = options.vocabulary ?? 51864;
  const random = xorshift32(options.seed ?? 1);
  const weights = options.weights ?? 'f16';
  let bytes = 0;
  const counted = async function* () {
    for (const chunk of modelChunks(vocabulary, weights, random, options.spaceToken ?? true)) {
      bytes += chunk.length;
      yield chunk;
    }
  };
  await pipeline(Readable.from(counted()), createWriteStream(path));
  return bytes;
}

function* modelChunks(
  vocabulary: number,
  weights: 'f16' | 'f32',
  random: () => number,
  spaceToken: boolean,
): Generator<Buffer> {
  const { audioCtx, textCtx, state, heads, layers, mels } = TINY_SHAPE;
  yield int32s([
    GGML_MAGIC | 0,
    vocabulary,
    audioCtx,
    state,
    heads,
    layers,
    textCtx,
    state,
    heads,
    layers,
    mels,
    TYPE[weights],
  ]);
  yield int32s([mels, N_FFT_BINS]);
  yield float32s(melFilters(mels));
  yield int32s([TEXT_TOKENS]);
  // The special tokens after the text ones (end, start, languages, timestamps) are named by the loader.
  for (let id = 0; id < TEXT_TOKENS; id++) {
    const text = Buffer.from(id === SPACE_TOKEN && !spaceToken ? tokenText(id + TEXT_TOKENS) : tokenText(id), 'utf8');
    yield Buffer.concat([int32s([text.length]), text]);
  }
  for (const tensor of tensors(vocabulary, weights)) {
    const name = Buffer.from(tensor.name, 'utf8');
    yield Buffer.concat([int32s([tensor.dims.length, name.length, TYPE[tensor.type]]), int32s(tensor.dims), name]);
    yield* tensorData(tensor, random);
  }
}

function tensors(vocabulary: number, weights: 'f16' | 'f32'): Tensor[] {
  const { audioCtx, textCtx, state, layers, mels } = TINY_SHAPE;
  const matrix = (name: string, inputs: number, outputs: number): Tensor => ({
    name,
    dims: [inputs, outputs],
    type: weights,
    fill: 'random',
  });
  const vector = (name: string, size: number, fill: Tensor['fill'] = 'random'): Tensor => ({
    name,
    dims: [size],
    type: 'f32',
    fill,
  });
  const norm = (prefix: string) => [vector(`${prefix}.weight`, state, 'one'), vector(`${prefix}.bias`, state, 'zero')];
  const attention = (prefix: string) => [
    matrix(`${prefix}.query.weight`, state, state),
    vector(`${prefix}.query.bias`, state),
    matrix(`${prefix}.key.weight`, state, state), // whisper's key projection has no bias
    matrix(`${prefix}.value.weight`, state, state),
    vector(`${prefix}.value.bias`, state),
    matrix(`${prefix}.out.weight`, state, state),
    vector(`${prefix}.out.bias`, state),
  ];
  const mlp = (prefix: string) => [
    ...norm(`${prefix}.mlp_ln`),
    matrix(`${prefix}.mlp.0.weight`, state, 4 * state),
    vector(`${prefix}.mlp.0.bias`, 4 * state),
    matrix(`${prefix}.mlp.2.weight`, 4 * state, state),
    vector(`${prefix}.mlp.2.bias`, state),
  ];
  const list: Tensor[] = [
    { name: 'encoder.positional_embedding', dims: [state, audioCtx], type: 'f32', fill: 'random' },
    { name: 'encoder.conv1.weight', dims: [3, mels, state], type: weights, fill: 'random' },
    { name: 'encoder.conv1.bias', dims: [1, state], type: 'f32', fill: 'random' },
    { name: 'encoder.conv2.weight', dims: [3, state, state], type: weights, fill: 'random' },
    { name: 'encoder.conv2.bias', dims: [1, state], type: 'f32', fill: 'random' },
    ...norm('encoder.ln_post'),
  ];
  for (let i = 0; i < layers; i++) {
    const block = `encoder.blocks.${i}`;
    list.push(...norm(`${block}.attn_ln`), ...attention(`${block}.attn`), ...mlp(block));
  }
  list.push(
    { name: 'decoder.positional_embedding', dims: [state, textCtx], type: 'f32', fill: 'random' },
    matrix('decoder.token_embedding.weight', state, vocabulary),
    ...norm('decoder.ln'),
  );
  for (let i = 0; i < layers; i++) {
    const block = `decoder.blocks.${i}`;
    list.push(
      ...norm(`${block}.attn_ln`),
      ...attention(`${block}.attn`),
      ...norm(`${block}.cross_attn_ln`),
      ...attention(`${block}.cross_attn`),
      ...mlp(block),
    );
  }
  return list;
}

/**
 * Uniform values with the spread of a freshly initialised layer: a standard deviation of
 * 1/sqrt(inputs), so activations keep a unit scale through the layers instead of overflowing f16.
 */
function* tensorData(tensor: Tensor, random: () => number): Generator<Buffer> {
  const count = tensor.dims.reduce((a, b) => a * b, 1);
  const inputs = tensor.dims.length === 3 ? tensor.dims[0]! * tensor.dims[1]! : tensor.dims[0]!;
  const limit = tensor.dims.length === 1 || tensor.name.endsWith('.bias') ? 0.02 : Math.sqrt(3 / inputs);
  const width = tensor.type === 'f16' ? 2 : 4;
  for (let done = 0; done < count; done += CHUNK_VALUES) {
    const n = Math.min(CHUNK_VALUES, count - done);
    const chunk = Buffer.alloc(n * width);
    for (let i = 0; i < n; i++) {
      const value = tensor.fill === 'one' ? 1 : tensor.fill === 'zero' ? 0 : (2 * random() - 1) * limit;
      if (width === 2) chunk.writeUInt16LE(toHalf(value), 2 * i);
      else chunk.writeFloatLE(value, 4 * i);
    }
    yield chunk;
  }
}

/** Triangular filters evenly spaced on the mel scale from 0 Hz to 8 kHz, as whisper's front end uses. */
function melFilters(mels: number): number[] {
  const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const toHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
  const top = toMel(SAMPLE_RATE / 2);
  const edges = Array.from({ length: mels + 2 }, (_, i) => toHz((top * i) / (mels + 1)));
  const weights: number[] = [];
  for (let m = 0; m < mels; m++) {
    const [low, mid, high] = [edges[m]!, edges[m + 1]!, edges[m + 2]!];
    for (let bin = 0; bin < N_FFT_BINS; bin++) {
      const hz = (bin * SAMPLE_RATE) / ((N_FFT_BINS - 1) * 2);
      const rising = (hz - low) / (mid - low);
      const falling = (high - hz) / (high - mid);
      weights.push(Math.max(0, Math.min(rising, falling)) * (2 / (high - low)));
    }
  }
  return weights;
}

const CONSONANTS = 'bcdfghjklmnprstvwz';
const VOWELS = 'aeiou';
const MARKS = ['.', ',', '?', '!'];
/**
 * whisper.cpp looks the lone space up by its text (token_to_id.at(" ")) to suppress a blank first
 * token, which it does by default; without it the decoder throws std::out_of_range ("map::at") at
 * its first step. Binding 1.1.3 then drops the error and its promise never settles. GPT-2's
 * vocabulary, which whisper's is, has it at 220.
 */
const SPACE_TOKEN = 220;

/**
 * Made-up text tokens shaped like whisper's byte-pair pieces: a third start a word (a leading
 * space), the rest continue one, and a few are punctuation, so the word mapping meets every case.
 */
function tokenText(id: number): string {
  if (id < MARKS.length) return MARKS[id]!;
  if (id === SPACE_TOKEN) return ' ';
  let piece = '';
  for (let n = id; piece.length < 6; n = Math.floor(n / 90)) {
    piece += CONSONANTS[n % CONSONANTS.length]! + VOWELS[Math.floor(n / CONSONANTS.length) % VOWELS.length]!;
    if (n < 90) break;
  }
  return id % 3 === 0 ? ` ${piece}` : piece;
}

function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** IEEE half precision of a small value (the weights stay far below f16's range; tiny ones round to 0). */
function toHalf(value: number): number {
  f32[0] = value;
  const bits = u32[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  if (exponent <= 0) return sign;
  if (exponent >= 31) return sign | 0x7bff;
  return sign | (exponent << 10) | ((bits >>> 13) & 0x3ff);
}

function int32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => buffer.writeInt32LE(v, 4 * i));
  return buffer;
}

function float32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => buffer.writeFloatLE(v, 4 * i));
  return buffer;
}
