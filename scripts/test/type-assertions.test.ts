/**
 * Type assertions in the server, counted with the TypeScript compiler (its syntax tree, not a text
 * search): `x as T`, `<T>x` and the non-null `x!` (`as const` is no assertion). Rows are typed where
 * the store reads them and a route's input where it is declared, so a value needs no assertion where
 * it is used:
 * - none in the feature folders (everything but `store/`, `model/`, `http/`, `core/`, `openapi/` and the shell
 *   files `src/*.ts`), and none through `unknown` anywhere;
 * - in all, exactly {@link LIMIT}: a new assertion fails the test (type the value where it is
 *   produced instead), and one removed asks for the limit to come down with it, so it only falls.
 * Probes prove each rule fires.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER = 'packages/server/src';

/** The type assertions the server may have in all. Lower it when you remove one. */
const LIMIT = 47;

/**
 * Where assertions may be: the store (drivers' rows), the record declarations (the types derived from
 * a declaration are produced there), the HTTP layer, the core, the document, the shell.
 */
const ALLOWED = /^packages\/server\/src\/((store|model|http|core|openapi)\/|[^/]+\.ts$)/;

interface Assertion {
  file: string;
  line: number;
  text: string;
  throughUnknown: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|cts)$/.test(name)) out.push(path);
  }
  return out;
}

/** Every type assertion in `text` (a file at `file`, relative to the repository). */
function assertionsIn(file: string, text: string): Assertion[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Assertion[] = [];
  const visit = (node: ts.Node): void => {
    let asserted: ts.Node | undefined;
    let throughUnknown = false;
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const isConst = ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const';
      if (!isConst) asserted = node;
      const inner = node.expression;
      throughUnknown =
        (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) &&
        inner.type.kind === ts.SyntaxKind.UnknownKeyword;
    } else if (ts.isNonNullExpression(node)) asserted = node;
    if (asserted !== undefined) {
      out.push({
        file,
        line: source.getLineAndCharacterOfPosition(asserted.getStart(source)).line + 1,
        text: asserted.getText(source).replace(/\s+/g, ' ').slice(0, 80),
        throughUnknown,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** What breaks the rules among `files` (path relative to the repository → its text), with `limit`. */
function violations(files: ReadonlyMap<string, string>, limit: number): string[] {
  const all = [...files].flatMap(([file, text]) => assertionsIn(file, text));
  const out: string[] = [];
  for (const a of all) {
    if (!ALLOWED.test(a.file)) out.push(`in a feature folder: ${a.file}:${a.line}: ${a.text}`);
    if (a.throughUnknown) out.push(`through unknown: ${a.file}:${a.line}: ${a.text}`);
  }
  if (all.length > limit) {
    out.push(
      `${all.length} type assertions in ${SERVER}, over the limit of ${limit}: type the value where it is produced instead`,
    );
  } else if (all.length < limit) {
    out.push(`${all.length} type assertions in ${SERVER}, fewer than the limit: lower LIMIT to ${all.length}`);
  }
  return out;
}

const serverFiles = () =>
  new Map(
    sourceFiles(join(ROOT, SERVER)).map((path) => [
      relative(ROOT, path).split('\\').join('/'),
      readFileSync(path, 'utf8'),
    ]),
  );

describe('type assertions in the server', () => {
  it(`are ${LIMIT}, none in a feature folder and none through unknown`, () => {
    expect(violations(serverFiles(), LIMIT)).toEqual([]);
  });

  it('are counted from the syntax tree: `as T`, `<T>x` and `x!`, not `as const`, strings or comments', () => {
    const found = assertionsIn(
      'packages/server/src/http/probe.ts',
      [
        'const a = x as string;',
        'const b = <number>y;',
        'const c = z!.length;',
        "const d = ['a'] as const;",
        "const e = 'not x as string';",
        '// nor y as number here',
        'const f = w as unknown as Date;',
      ].join('\n'),
    );
    expect(found.map((a) => [a.line, a.throughUnknown])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [7, true],
      [7, false],
    ]);
  });

  it('fail on one assertion more than the limit, in a feature folder, or through unknown (probes)', () => {
    const files = serverFiles();
    const probe = (path: string, text: string) => violations(new Map([...files, [path, text]]), LIMIT);
    // One more, where assertions are allowed: only the limit is passed.
    expect(probe('packages/server/src/store/probe.ts', 'export const n = (1 as number) + 1;\n')).toEqual([
      `${LIMIT + 1} type assertions in ${SERVER}, over the limit of ${LIMIT}: type the value where it is produced instead`,
    ]);
    // In a feature folder (metrics/ is one too): named, and over the limit.
    const feature = probe('packages/server/src/metrics/probe.ts', 'export const s = process.env.X!;\n');
    expect(feature).toContain('in a feature folder: packages/server/src/metrics/probe.ts:1: process.env.X!');
    expect(feature).toHaveLength(2);
    expect(probe('packages/server/src/bookings/probe.ts', 'export const d = new Date() as Date;\n')[0]).toMatch(
      /^in a feature folder: packages\/server\/src\/bookings\/probe\.ts:1:/,
    );
    // Through unknown, even where assertions are allowed.
    expect(probe('packages/server/src/core/probe.ts', 'export const t = 1 as unknown as string;\n')).toContain(
      'through unknown: packages/server/src/core/probe.ts:1: 1 as unknown as string',
    );
    // One fewer: the limit must come down.
    const fewer = new Map(files);
    const [withOne] = [...fewer].filter(([, text]) => assertionsIn('x.ts', text).length === 1);
    expect(withOne).toBeDefined();
    if (withOne !== undefined) fewer.delete(withOne[0]);
    expect(violations(fewer, LIMIT)).toEqual([
      `${LIMIT - 1} type assertions in ${SERVER}, fewer than the limit: lower LIMIT to ${LIMIT - 1}`,
    ]);
  });
});
