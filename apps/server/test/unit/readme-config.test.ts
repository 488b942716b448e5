import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from '../../src/config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The first backticked name of each row of the README's configuration table. */
function readmeVariables(): string[] {
  const readme = read('README.md');
  const start = readme.indexOf('### Configuration');
  expect(start, 'README.md has a "### Configuration" section').toBeGreaterThan(-1);
  const section = readme.slice(start).split(/\n#{2,3} /)[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => /^\|\s*`([A-Z][A-Z0-9_]*)`/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** Environment variable names a source text reads: `env.NAME`, `process.env.NAME`, `env['NAME']`. */
function namesRead(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)\b|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) {
    names.add((m[1] ?? m[2])!);
  }
  return [...names];
}

/** Every .ts file under a folder, as paths relative to the repository root. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(rel));
    else if (entry.name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

const serverSources = () => [
  ...sources('apps/server/src'),
  ...fs.readdirSync(path.join(root, 'packages')).flatMap((p) => sources(path.join('packages', p, 'src'))),
];

describe('the README configuration table', () => {
  it('lists exactly the variables the server reads', () => {
    const documented = readmeVariables();
    expect(documented.length).toBeGreaterThan(10);
    expect(new Set(documented).size, 'a variable is listed twice').toBe(documented.length);
    const missingFromReadme = CONFIG_VARIABLES.filter((name) => !documented.includes(name));
    const notRead = documented.filter((name) => !CONFIG_VARIABLES.includes(name));
    expect({ missingFromReadme, notRead }).toEqual({ missingFromReadme: [], notRead: [] });
  });

  it('knows every variable the configuration code reads', () => {
    const config = read('apps/server/src/config.ts');
    const names = [
      ...namesRead(config),
      // config.ts reads its own variables through the parsed schema, `e.NAME`.
      ...[...config.matchAll(/\be\.([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!),
      ...namesRead(read('packages/insights/src/config.ts')),
    ];
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('finds no variable read elsewhere in the server that the table lacks', () => {
    // The system's own, not settings of ours: PATH is where a program's name is looked up, as exec
    // does (packages/media/src/tied-command.ts).
    const system = ['PATH'];
    const unknown = serverSources().flatMap((file) =>
      namesRead(read(file))
        .filter((name) => !CONFIG_VARIABLES.includes(name) && !system.includes(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('reads the speech engine settings in config.ts alone', () => {
    const elsewhere = serverSources()
      .filter((file) => file !== path.join('apps/server/src/config.ts'))
      .flatMap((file) =>
        namesRead(read(file))
          .filter((name) => name.startsWith('ASR_') || name === 'WHISPER_MODEL')
          .map((name) => `${file}: ${name}`),
      );
    expect(elsewhere).toEqual([]);
  });
});
