import type { WorkflowStatus } from '@scriptloom/contracts';

/**
 * The permission matrix of docs/product.md#permission-matrix, read from the page: the expected
 * answer of every operation for every kind of caller and subject. The integration test
 * (permission-matrix.test.ts) makes each request and compares; the unit test checks the table itself.
 */

/** The columns, in the table's order. */
export const CALLERS = ['none', 'owner', 'other', 'admin', 'qa', 'reviewer', 'unassigned', 'outsider'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * What a row with subject `file` is tried on: the owner's personal file, and a workflow of the first
 * organisation (assigned to `reviewer`) in each review status.
 */
export const SUBJECTS = ['PF', 'NS', 'FR', 'QR', 'FIN', 'SUB'] as const;
export type Subject = (typeof SUBJECTS)[number];
export type WorkflowSubject = Exclude<Subject, 'PF'>;

export const SUBJECT_STATUS: Record<WorkflowSubject, WorkflowStatus> = {
  NS: 'Not_Started',
  FR: 'First_Review',
  QR: 'QA_Review',
  FIN: 'Compliance',
  SUB: 'Publication',
};

export const SUBJECT_LABEL: Record<Subject, string> = {
  PF: 'the personal file',
  NS: 'a workflow in Not Started',
  FR: 'a workflow in First Review',
  QR: 'a workflow in QA Review',
  FIN: 'a workflow in Final Review',
  SUB: 'a workflow in Submitted',
};

/** `WF` in a cell: a workflow in any status. */
const SCOPES: Record<string, readonly Subject[]> = {
  ...Object.fromEntries(SUBJECTS.map((s) => [s, [s]])),
  WF: ['NS', 'FR', 'QR', 'FIN', 'SUB'],
};

/**
 * `ok`: a 2xx (on a bulk route, with the subject not among `skipped`); `skip`: a bulk route's 2xx
 * with the subject among `skipped`; a number: exactly that status.
 */
export const ANSWERS = ['ok', 'skip', '401', '403', '404', '409'] as const;
export type Answer = (typeof ANSWERS)[number];

interface RowBase {
  /** `METHOD /api/path/{param}`, as the OpenAPI document names the operation. */
  operation: string;
  method: string;
  path: string;
  /** Which request of the operation, when the table has several (`to QA_Review`, `own card`, ...). */
  case: string | null;
  /** `operation` and `case` together: unique in the table. */
  key: string;
  /** Line in the page, for messages. */
  line: number;
}
export interface FileRow extends RowBase {
  subject: 'file';
  cells: Record<Caller, Record<Subject, Answer>>;
}
export interface PlainRow extends RowBase {
  subject: 'none';
  cells: Record<Caller, Answer>;
}
export type MatrixRow = FileRow | PlainRow;

export const HEADER = ['operation', 'case', 'subject', ...CALLERS] as const;

export const MATRIX_START = '<!-- permission-matrix:start -->';
export const MATRIX_END = '<!-- permission-matrix:end -->';

export const rowKey = (operation: string, caseName: string | null) =>
  caseName ? `${operation} (${caseName})` : operation;

const isAnswer = (s: string): s is Answer => (ANSWERS as readonly string[]).includes(s);

/**
 * One cell. Without a subject: one answer. With one: clauses separated by commas, each an answer
 * and the subjects it covers; the last clause may name none and then covers the rest.
 */
export function parseCell(text: string, subject: 'file'): Record<Subject, Answer>;
export function parseCell(text: string, subject: 'none'): Answer;
export function parseCell(text: string, subject: 'file' | 'none'): Answer | Record<Subject, Answer> {
  const clauses = text.split(',').map((c) => c.trim().split(/\s+/));
  if (clauses.some((c) => c[0] === '')) throw new Error(`an empty clause in "${text}"`);
  for (const [answer] of clauses) {
    if (!isAnswer(answer!)) throw new Error(`"${answer}" is not an answer (${ANSWERS.join(', ')})`);
  }
  if (subject === 'none') {
    if (clauses.length !== 1 || clauses[0]!.length !== 1) {
      throw new Error(`"${text}": a row without a subject has one answer per cell`);
    }
    return clauses[0]![0] as Answer;
  }
  const out: Partial<Record<Subject, Answer>> = {};
  clauses.forEach(([answer, ...scopes], i) => {
    const last = i === clauses.length - 1;
    if (scopes.length === 0 && !last) throw new Error(`"${text}": only the last clause may leave out its subjects`);
    const covered =
      scopes.length === 0
        ? SUBJECTS.filter((s) => !(s in out))
        : scopes.flatMap((scope) => {
            const subjects = SCOPES[scope];
            if (!subjects) throw new Error(`"${scope}" is not a subject (${Object.keys(SCOPES).join(', ')})`);
            return subjects;
          });
    if (covered.length === 0) throw new Error(`"${text}": the last clause covers nothing`);
    for (const s of covered) {
      if (s in out) throw new Error(`"${text}" names ${s} twice`);
      out[s] = answer as Answer;
    }
  });
  const missing = SUBJECTS.filter((s) => !(s in out));
  if (missing.length) throw new Error(`"${text}" says nothing of ${missing.join(', ')}`);
  return out as Record<Subject, Answer>;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

const unquote = (s: string) => s.replace(/`/g, '').trim();

/**
 * The matrix of a markdown page: every table row between the markers. Problems (a bad header, a
 * cell that does not parse, a row twice) are collected rather than thrown, so a test shows them all.
 */
export function parsePermissionMatrix(markdown: string): { rows: MatrixRow[]; problems: string[] } {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === MATRIX_START);
  const end = lines.findIndex((l) => l.trim() === MATRIX_END);
  if (start < 0 || end < start) return { rows: [], problems: [`no ${MATRIX_START} ... ${MATRIX_END} block`] };

  const rows: MatrixRow[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  let inTable = false;
  for (let i = start + 1; i < end; i++) {
    const line = lines[i]!;
    const number = i + 1;
    if (!line.trim().startsWith('|')) {
      inTable = false;
      continue;
    }
    const cells = cellsOf(line);
    if (!inTable) {
      // A table's first line is its header.
      inTable = true;
      if (cells.join('|') !== HEADER.join('|')) {
        problems.push(`line ${number}: the header must be | ${HEADER.join(' | ')} |`);
      }
      continue;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    if (cells.length !== HEADER.length) {
      problems.push(`line ${number}: ${cells.length} cells, expected ${HEADER.length}`);
      continue;
    }
    const [operationCell, caseCell, subjectCell, ...callerCells] = cells as [string, string, string, ...string[]];
    const operation = unquote(operationCell);
    const op = /^(GET|POST|PUT|DELETE|PATCH) (\/api\/\S*)$/.exec(operation);
    if (!op || !operationCell.startsWith('`')) {
      problems.push(`line ${number}: "${operationCell}" is not \`METHOD /api/path\``);
      continue;
    }
    const caseName = caseCell === '—' ? null : unquote(caseCell);
    if (caseName === '') {
      problems.push(`line ${number}: an empty case (write — for none)`);
      continue;
    }
    const subject = subjectCell === 'file' ? 'file' : subjectCell === '—' ? 'none' : null;
    if (!subject) {
      problems.push(`line ${number}: subject "${subjectCell}" is neither file nor —`);
      continue;
    }
    const key = rowKey(operation, caseName);
    if (seen.has(key)) {
      problems.push(`line ${number}: ${key} is already on line ${seen.get(key)}`);
      continue;
    }
    seen.set(key, number);
    const base = { operation, method: op[1]!, path: op[2]!, case: caseName, key, line: number };
    try {
      if (subject === 'file') {
        const parsed = CALLERS.map((c, j) => [c, parseCell(callerCells[j]!, 'file')] as const);
        rows.push({ ...base, subject, cells: Object.fromEntries(parsed) as FileRow['cells'] });
      } else {
        const parsed = CALLERS.map((c, j) => [c, parseCell(callerCells[j]!, 'none')] as const);
        rows.push({ ...base, subject, cells: Object.fromEntries(parsed) as PlainRow['cells'] });
      }
    } catch (err) {
      problems.push(`line ${number} (${key}): ${(err as Error).message}`);
    }
  }
  if (rows.length === 0 && problems.length === 0) problems.push('the matrix has no rows');
  return { rows, problems };
}

/** The expected answer of one cell; `subject` is needed (and only allowed) on a `file` row. */
export function expectedAnswer(row: MatrixRow, caller: Caller, subject?: Subject): Answer {
  if (row.subject === 'file') {
    if (!subject) throw new Error(`${row.key} depends on its subject`);
    return row.cells[caller][subject];
  }
  return row.cells[caller];
}

/** Whether a response is the answer: `skipped` says whether a bulk route left the subject out (undefined elsewhere). */
export function answerMatches(answer: Answer, status: number, skipped?: boolean): boolean {
  const success = status >= 200 && status < 300;
  switch (answer) {
    case 'ok':
      return success && skipped !== true;
    case 'skip':
      return success && skipped === true;
    default:
      return status === Number(answer);
  }
}
