import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of `.dependency-cruiser.cjs`, run on a small made-up tree laid out like the
 * repository: each rule must catch the import it exists for and let the allowed ones through.
 * (The repository itself is checked by `npm run lint`.)
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

const tree: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  // A circle of two files in a package.
  'packages/alpha/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'packages/alpha/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
  // A package reaching into an app.
  'packages/alpha/src/reach.ts':
    "import { route } from '../../../apps/server/src/routes/files';\nexport const r = route;\n",
  // A route reading the database itself, and one calling a service (allowed).
  'packages/db/src/repo.ts': 'export const repo = 1;\n',
  'apps/server/src/routes/files.ts':
    "import { repo } from '../../../../packages/db/src/repo';\nimport { use } from '../services/use';\nexport const route = repo + use;\n",
  // A service importing a job handler (forbidden) and a job definition (allowed).
  'apps/server/src/queue/pipeline-definitions.ts': 'export const stageJob = { name: "stage" };\n',
  'apps/server/src/pipeline/stage-job.ts':
    "import { stageJob } from '../queue/pipeline-definitions';\nexport const handler = stageJob;\n",
  'apps/server/src/services/use.ts':
    "import { stageJob } from '../queue/pipeline-definitions';\nimport { handler } from '../pipeline/stage-job';\nexport const use = [stageJob, handler].length;\n",
  // A pipeline helper a service could once import (the stage list), now forbidden like any of pipeline/.
  'apps/server/src/pipeline/stages.ts': "export const STAGES = ['normalise'];\n",
  'apps/server/src/services/stage-names.ts':
    "import { STAGES } from '../pipeline/stages';\nexport const names = STAGES;\n",
  // The queue layer reaching up into a service and a handler.
  'apps/server/src/queue/job-definitions.ts':
    "import { use } from '../services/use';\nimport { handler } from '../pipeline/stage-job';\nexport const jobs = [use, handler];\n",
  // The browser importing server code.
  'apps/web/src/page.ts': "import { use } from '../../server/src/services/use';\nexport const page = use;\n",
  // Two web areas: one importing the other (forbidden), its own file (allowed) and the shell
  // (forbidden); the shell importing an area (allowed); shared code importing an area or the shell.
  'apps/web/src/features/alpha/own.ts': 'export const own = 1;\n',
  'apps/web/src/features/alpha/page.ts':
    "import { own } from './own';\nimport { other } from '../beta/other';\nimport { shell } from '../../app/shell';\nexport const page = own + other + shell;\n",
  'apps/web/src/features/beta/other.ts': "import { shared } from '../../shared/util';\nexport const other = shared;\n",
  'apps/web/src/app/shell.ts': "import { other } from '../features/beta/other';\nexport const shell = other;\n",
  'apps/web/src/shared/util.ts': 'export const shared = 1;\n',
  'apps/web/src/shared/reach.ts': "import { page } from '../features/alpha/page';\nexport const reach = page;\n",
  'apps/web/src/components/reach.ts': "import { shell } from '../app/shell';\nexport const reach = shell;\n",
};

type Violation = { rule: { name: string }; from: string; to: string };
let dir: string;
let violations: Violation[];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scriptloom-import-rules-'));
  for (const [file, text] of Object.entries(tree)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const args = [
    cli,
    'apps',
    'packages',
    '--config',
    path.join(root, '.dependency-cruiser.cjs'),
    '--output-type',
    'json',
  ];
  let out: string;
  try {
    out = execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    // The command exits non-zero when it finds violations, which is what this tree is for.
    out = (err as { stdout: string }).stdout;
  }
  violations = JSON.parse(out).summary.violations;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const found = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`);

describe('import rules', () => {
  it('refuse an import cycle', () => {
    expect(found('no-circular')).toContain('packages/alpha/src/a.ts -> packages/alpha/src/b.ts');
  });

  it('refuse a package importing an app', () => {
    expect(found('packages-not-apps')).toEqual(['packages/alpha/src/reach.ts -> apps/server/src/routes/files.ts']);
  });

  it('refuse a route reaching the database, but let it call a service', () => {
    expect(found('routes-not-data')).toEqual(['apps/server/src/routes/files.ts -> packages/db/src/repo.ts']);
  });

  it('refuse a service importing anything of jobs/ or pipeline/, but let it queue through the definition', () => {
    expect(found('services-not-routes-or-handlers').sort()).toEqual([
      'apps/server/src/services/stage-names.ts -> apps/server/src/pipeline/stages.ts',
      'apps/server/src/services/use.ts -> apps/server/src/pipeline/stage-job.ts',
    ]);
  });

  it('refuse the queue layer importing a service or a handler', () => {
    expect(found('queue-below-services').sort()).toEqual([
      'apps/server/src/queue/job-definitions.ts -> apps/server/src/pipeline/stage-job.ts',
      'apps/server/src/queue/job-definitions.ts -> apps/server/src/services/use.ts',
    ]);
  });

  it('refuse a web area importing another area, but let it import its own files', () => {
    expect(found('web-features-apart')).toEqual([
      'apps/web/src/features/alpha/page.ts -> apps/web/src/features/beta/other.ts',
    ]);
  });

  it('refuse a web area importing the shell, but let the shell import an area', () => {
    expect(found('web-features-not-app')).toEqual(['apps/web/src/features/alpha/page.ts -> apps/web/src/app/shell.ts']);
  });

  it('refuse shared web code importing an area or the shell', () => {
    expect(found('web-shared-not-features-or-app').sort()).toEqual([
      'apps/web/src/components/reach.ts -> apps/web/src/app/shell.ts',
      'apps/web/src/shared/reach.ts -> apps/web/src/features/alpha/page.ts',
    ]);
  });

  it('refuse the web app importing server code', () => {
    expect(found('web-not-server-side')).toEqual(['apps/web/src/page.ts -> apps/server/src/services/use.ts']);
  });
});
