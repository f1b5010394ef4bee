import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * cn() joins classes without settling conflicts, so a call that can put two fighting utilities on one element
 * (`p-2` and `p-4`, `flex` and `hidden`) would leave the winner to the stylesheet's order. This reads every cn()
 * call in app/ and tries each combination its arguments can take — both sides of a ternary, with and without an
 * `&&`, same-file string constants — asking tailwind-merge (a dev dependency only) whether any class would lose.
 */

const APP_DIR = path.resolve(import.meta.dirname, '..');
/** More combinations than this in one call are not tried (none comes close). */
const MAX_COMBINATIONS = 512;

interface Conflict {
  where: string;
  classes: string;
  losing: string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Top-level `const x = '…'` strings, so cn(itemClass, …) is checked with what itemClass holds. */
function stringConstants(file: ts.SourceFile): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (ts.isIdentifier(decl.name) && decl.initializer && ts.isStringLiteralLike(decl.initializer))
        constants.set(decl.name.text, decl.initializer.text);
    }
  }
  return constants;
}

/** Every class string an argument can give; one that is not known here (a prop, a lookup) gives ''. */
function possibleClasses(node: ts.Expression, constants: Map<string, string>): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return possibleClasses(node.expression, constants);
  if (ts.isIdentifier(node)) return [constants.get(node.text) ?? ''];
  if (ts.isConditionalExpression(node))
    return [...possibleClasses(node.whenTrue, constants), ...possibleClasses(node.whenFalse, constants)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...possibleClasses(node.right, constants)];
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...possibleClasses(node.left, constants), ...possibleClasses(node.right, constants)];
  }
  if (ts.isArrayLiteralExpression(node)) return combinations(node.elements, constants);
  return [''];
}

function combinations(args: readonly ts.Expression[], constants: Map<string, string>): string[] {
  let joined = [''];
  for (const arg of args) {
    const options = possibleClasses(arg, constants);
    joined = joined.flatMap((before) => options.map((option) => `${before} ${option}`));
    if (joined.length > MAX_COMBINATIONS) joined = joined.slice(0, MAX_COMBINATIONS);
  }
  return joined.map((classes) => classes.trim().replace(/\s+/g, ' '));
}

export function findConflicts(fileName: string, source: string): Conflict[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = stringConstants(file);
  const conflicts: Conflict[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn') {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      for (const classes of new Set(combinations(node.arguments, constants))) {
        const kept = new Set(twMerge(classes).split(' '));
        const losing = classes.split(' ').filter((c) => c && !kept.has(c));
        if (losing.length > 0) conflicts.push({ where: `${fileName}:${line}`, classes, losing });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return conflicts;
}

describe('cn() calls', () => {
  it('finds a conflict in each form it reads', () => {
    const source = `
      const base = 'flex p-2';
      cn('p-2', 'p-4');
      cn('flex gap-2', open && 'hidden');
      cn(base, big ? 'p-4' : 'p-2');
      cn('text-sm', ['font-bold', tone ?? 'text-xs']);
    `;
    expect(findConflicts('sample.tsx', source).map((c) => [c.where, c.losing])).toEqual([
      ['sample.tsx:3', ['p-2']],
      ['sample.tsx:4', ['flex']],
      ['sample.tsx:5', ['p-2']],
      ['sample.tsx:6', ['text-sm']],
    ]);
  });

  it('lets the two sides of a ternary differ, and classes a prop sets alone', () => {
    const source = `
      cn('rounded border', active ? 'border-brand-700 bg-brand-50' : 'border-zinc-200');
      cn('shrink-0', className ?? 'size-24');
      cn('p-2', className);
    `;
    expect(findConflicts('sample.tsx', source)).toEqual([]);
  });

  it('no call in app/ puts two fighting Tailwind utilities on one element', () => {
    const files = sourceFiles(APP_DIR);
    expect(files.length).toBeGreaterThan(50);
    const conflicts = files.flatMap((file) =>
      findConflicts(path.relative(APP_DIR, file), readFileSync(file, 'utf8')),
    );
    expect(conflicts).toEqual([]);
  });
});
