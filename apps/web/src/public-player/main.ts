/**
 * The player of a published transcript (docs/product.md#publishing), on the server-rendered page
 * `/p/{slug}` and its embed `/p/{slug}/embed`. Its own entry of the Vite build, importing nothing,
 * so the page loads a few kilobytes of script and none of the app.
 *
 * The page holds each paragraph's text as plain text with its words' start times in one attribute
 * (`data-w`: hundredths of a second after the paragraph's `data-t`, base 36). Word elements are
 * made only for paragraphs near the screen or playing, so a three-hour page stays light. Playback
 * moves the highlight (binary search over paragraphs, then words); clicking a word plays from it;
 * each paragraph's time button and each chapter's do the same from the keyboard.
 */

interface Paragraph {
  el: HTMLElement;
  start: number;
  end: number;
  /** Word starts in seconds, once its words are made; null before. */
  starts: number[] | null;
  words: HTMLElement[] | null;
}

/** The last index whose value is at most `t` (-1 when none is). */
function lastAtMost(values: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = values.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid]! <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Makes a paragraph's words elements (once): its text split at the single spaces the server joined them with. */
function hydrate(p: Paragraph): void {
  if (p.words) return;
  const text = p.el.querySelector<HTMLElement>('.words');
  if (!text) return;
  const offsets = (text.dataset.w ?? '').split(',').filter(Boolean);
  const tokens = (text.textContent ?? '').split(' ');
  // Words and times must pair up; otherwise the paragraph stays plain (its time button still plays it).
  if (offsets.length !== tokens.length) {
    p.words = [];
    p.starts = [];
    return;
  }
  const starts = offsets.map((o) => p.start + parseInt(o, 36) / 100);
  const fragment = document.createDocumentFragment();
  const words: HTMLElement[] = [];
  tokens.forEach((token, i) => {
    if (i > 0) fragment.append(' ');
    const span = document.createElement('span');
    span.className = 'w';
    span.textContent = token;
    span.dataset.i = String(i);
    words.push(span);
    fragment.append(span);
  });
  text.replaceChildren(fragment);
  p.words = words;
  p.starts = starts;
}

function start(): void {
  const media = document.querySelector<HTMLMediaElement>('audio.media, video.media');
  const container = document.getElementById('transcript');
  if (!media || !container) return;
  const embed = document.body.classList.contains('embed');
  const scroller = embed ? document.querySelector<HTMLElement>('main') : null;

  const paragraphs: Paragraph[] = [...container.querySelectorAll<HTMLElement>('.para')].map((el) => ({
    el,
    start: Number(el.dataset.t),
    end: Number(el.dataset.e),
    starts: null,
    words: null,
  }));
  const paragraphStarts = Float64Array.from(paragraphs, (p) => p.start);
  const byElement = new Map(paragraphs.map((p) => [p.el, p]));

  // Words are made for paragraphs within a screen or two of the view, before anyone can click them.
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const p = byElement.get(entry.target as HTMLElement);
          if (p) hydrate(p);
          observer.unobserve(entry.target);
        }
      },
      { root: scroller, rootMargin: '150% 0px' },
    );
    for (const p of paragraphs) observer.observe(p.el);
  } else {
    for (const p of paragraphs) hydrate(p);
  }

  let currentParagraph: Paragraph | null = null;
  let currentWord: HTMLElement | null = null;
  /** When the reader last scrolled the embed's transcript themselves: following pauses for a while. */
  let scrolledByReaderAt = 0;
  let scrolling = false;

  function follow(p: Paragraph): void {
    if (!scroller || Date.now() - scrolledByReaderAt < 4000) return;
    const top = p.el.offsetTop - scroller.offsetTop;
    if (top < scroller.scrollTop || top > scroller.scrollTop + scroller.clientHeight * 0.7) {
      scrolling = true;
      scroller.scrollTop = Math.max(0, top - scroller.clientHeight * 0.2);
    }
  }
  scroller?.addEventListener('scroll', () => {
    if (scrolling) scrolling = false;
    else scrolledByReaderAt = Date.now();
  });

  function highlight(t: number): void {
    const index = lastAtMost(paragraphStarts, t);
    const p = index >= 0 ? paragraphs[index]! : null;
    if (p !== currentParagraph) {
      currentParagraph?.el.classList.remove('now');
      p?.el.classList.add('now');
      currentParagraph = p;
      if (p) follow(p);
    }
    let word: HTMLElement | null = null;
    if (p) {
      hydrate(p);
      const w = lastAtMost(p.starts!, t);
      word = w >= 0 ? (p.words![w] ?? null) : null;
    }
    if (word !== currentWord) {
      currentWord?.classList.remove('now');
      word?.classList.add('now');
      currentWord = word;
    }
  }

  // timeupdate alone comes about four times a second; while playing, each frame follows the sound.
  let frame = 0;
  const tick = () => {
    highlight(media.currentTime);
    frame = media.paused ? 0 : requestAnimationFrame(tick);
  };
  media.addEventListener('play', () => {
    if (!frame) frame = requestAnimationFrame(tick);
  });
  media.addEventListener('timeupdate', () => highlight(media.currentTime));
  media.addEventListener('seeked', () => highlight(media.currentTime));

  function playFrom(seconds: number): void {
    media!.currentTime = seconds;
    highlight(seconds);
    void media!.play().catch(() => {
      // Playback refused (no media yet, or the browser's autoplay rules): the position is still set.
    });
  }

  document.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLElement>('button.ts');
    if (button) {
      playFrom(Number(button.dataset.t));
      return;
    }
    const word = target.closest<HTMLElement>('.w');
    const p = word && byElement.get(word.closest<HTMLElement>('.para')!);
    if (word && p?.starts) playFrom(p.starts[Number(word.dataset.i)]!);
  });

  document.documentElement.classList.add('player-ready');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
