// Debian packages the product and its tests need, and how to get them onto this machine.
import { execFileSync, spawnSync } from 'node:child_process';

/**
 * What the running product uses: media tools, the offline recogniser, fonts for rendered media. The
 * recogniser's vocabulary support needs flite (pronunciations) and a C compiler with
 * libsphinxbase-dev and pkg-config (to build the small program that adds words to its model).
 */
export const RUNTIME_PACKAGES = [
  'ffmpeg',
  'pocketsphinx',
  'pocketsphinx-en-us',
  'flite',
  'gcc',
  'libc6-dev',
  'libsphinxbase-dev',
  'pkgconf',
  'fonts-dejavu-core',
  'fonts-liberation2',
  // Every script in PDFs and burned-in captions. DejaVu Sans has Latin, Greek, Cyrillic, Arabic and
  // some emoji; fonts-noto-cjk adds Chinese, Japanese and Korean (90 MB: Debian has no smaller Noto
  // package for them), fonts-noto-core Arabic and Devanagari with the shaping rules they need (42
  // MB; its Noto Sans/Serif Arabic and Devanagari files are the ones used), fonts-symbola emoji as
  // outlines (3 MB). Not fonts-noto-color-emoji: its emoji are colour bitmaps, which PDFKit cannot
  // embed and libass does not draw (both need outlines).
  'fonts-noto-cjk',
  'fonts-noto-core',
  'fonts-symbola',
];
/**
 * What the tests add: a browser for end-to-end tests, a PostgreSQL server, readers of PDF and zip
 * files, OCR to find the captions burned into rendered audiograms and reels, and a video editor
 * whose EDL and Final Cut Pro 7 XML importers read our timeline exports (openshot-qt: about 270 MB
 * with its Qt and libopenshot dependencies, no recommends).
 */
export const TEST_PACKAGES = ['chromium', 'postgresql', 'poppler-utils', 'unzip', 'tesseract-ocr', 'openshot-qt'];

export function missingPackages(names) {
  const out = spawnSync('dpkg-query', ['-W', '-f=${Package} ${db:Status-Status}\n', ...names], { encoding: 'utf8' });
  const installed = new Set(
    (out.stdout ?? '')
      .split('\n')
      .filter((line) => line.endsWith(' installed'))
      .map((line) => line.split(' ')[0]),
  );
  return names.filter((n) => !installed.has(n));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasDpkg = () => spawnSync('dpkg-query', ['--version']).status === 0;

/**
 * Installs what is missing when we may (root on Debian); otherwise says the one command to run.
 * Returns the names still missing.
 */
export function ensurePackages(names, log = console.log) {
  if (!hasDpkg()) {
    log(`[setup] not a Debian system: make sure these are installed: ${names.join(' ')}`);
    return names;
  }
  const missing = missingPackages(names);
  if (missing.length === 0) return [];
  const line = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!isRoot()) {
    log(`[setup] missing system packages. Run as root:\n    ${line}`);
    return missing;
  }
  log(`[setup] installing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
  } catch {
    log(`[setup] apt-get failed; install them by hand:\n    ${line}`);
  }
  return missingPackages(missing);
}
