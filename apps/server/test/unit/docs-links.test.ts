import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Code comments cite the product reference (docs/product.md) and ARCHITECTURE.md by heading
// anchor. This keeps every such citation pointing at a heading that exists, and keeps the code
// citing those pages rather than documents outside the repository.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const thisFile = path.relative(root, fileURLToPath(import.meta.url));

const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  'data',
  'fixtures',
  'test-results',
  'playwright-report',
  '.tmp',
]);
const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|md|json|yml|yaml|html|css)$/;

/** Every text file of the repository, as paths relative to its root. */
function repositoryFiles(dir = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...repositoryFiles(rel));
    } else if (TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json') {
      out.push(rel);
    }
  }
  return out;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown text's headings (outside code blocks), repeats numbered as GitHub does. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = githubSlug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const DOCUMENTS: Record<string, string> = {
  'docs/product.md': 'docs/product.md',
  'product.md': 'docs/product.md',
  'ARCHITECTURE.md': 'ARCHITECTURE.md',
};
const CITATION = /(?<![\w/.-])(?:\.\.\/)?(docs\/product\.md|product\.md|ARCHITECTURE\.md)#([\p{L}\p{N}_-]+)/gu;
const LOCAL_LINK = /\]\(#([\p{L}\p{N}_-]+)\)/gu;

/** Ways of citing documents that do not ship with the repository. */
const OUTSIDE_CITATIONS = [
  /\b(?:spec|design)\s+sections?\b/i,
  /\b(?:spec|design)\s*§/i,
  /\bDESIGN\.md\b/,
  /\bproduct-spec\b/i,
  /\bthe spec('s)?\b/i,
];

describe('documentation links', () => {
  it('computes anchors the way GitHub does', () => {
    expect(githubSlug('Uploads')).toBe('uploads');
    expect(githubSlug('CPU-heavy work: the worker pool')).toBe('cpu-heavy-work-the-worker-pool');
    expect(githubSlug('Not yet built or differs')).toBe('not-yet-built-or-differs');
    expect(githubSlug('`show_notes` and [links](x.md)')).toBe('show_notes-and-links');
    expect([...headingAnchors('# A\n## B\n```\n# not a heading\n```\n## B')]).toEqual(['a', 'b', 'b-1']);
  });

  it('cites only headings that exist in docs/product.md and ARCHITECTURE.md', () => {
    const anchors = new Map(
      [...new Set(Object.values(DOCUMENTS))].map((doc) => [
        doc,
        headingAnchors(fs.readFileSync(path.join(root, doc), 'utf8')),
      ]),
    );
    const broken: string[] = [];
    let citations = 0;
    for (const file of repositoryFiles()) {
      if (file === thisFile) continue;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const m of text.matchAll(CITATION)) {
        citations++;
        const doc = DOCUMENTS[m[1]!]!;
        if (!anchors.get(doc)!.has(m[2]!)) broken.push(`${file}: ${m[0]}`);
      }
      if (file.endsWith('.md')) {
        const own = headingAnchors(text);
        for (const m of text.matchAll(LOCAL_LINK)) if (!own.has(m[1]!)) broken.push(`${file}: #${m[1]}`);
      }
    }
    expect(citations, 'the code cites the documentation').toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const found: string[] = [];
    for (const file of repositoryFiles()) {
      if (file === thisFile) continue;
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line))) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
