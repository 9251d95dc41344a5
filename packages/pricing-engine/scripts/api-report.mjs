// Prints every export of the built `.d.ts` with its type fully expanded (properties, optionality,
// call signatures), so two builds' public types can be diffed structurally: an alias that names the
// same shape a different way prints the same.
// Usage: node scripts/api-report.mjs [dist/index.d.ts] > api.txt
import path from 'node:path';
import ts from 'typescript';

const file = path.resolve(process.argv[2] ?? 'dist/index.d.ts');
// A probe module beside the .d.ts names each schema's input and output type, so they are printed too.
const probe = path.join(path.dirname(file), '__api_probe.ts');
const entry = `./${path.basename(file).replace(/\.d\.ts$/, '.js')}`;
const host = ts.createCompilerHost({});
const readFile = host.readFile;
let probeText = '';
host.readFile = (f) => (path.resolve(f) === probe ? probeText : readFile(f));
host.fileExists = (
  (exists) => (f) =>
    path.resolve(f) === probe || exists(f)
)(host.fileExists);
const options = {
  strict: true,
  skipLibCheck: true,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
};
{
  const first = ts.createProgram([file], options);
  const c = first.getTypeChecker();
  const names = c.getExportsOfModule(c.getSymbolAtLocation(first.getSourceFile(file))).map((s) => s.getName());
  probeText = `import type { z } from 'zod';\nimport type * as E from '${entry}';\n${names
    .filter((n) => /Schema$/.test(n))
    .map((n) => `export type ${n}_input = z.input<typeof E.${n}>;\nexport type ${n}_output = z.output<typeof E.${n}>;`)
    .join('\n')}\n`;
}
const program = ts.createProgram([probe], options, host);
const checker = program.getTypeChecker();
const source = program.getSourceFile(file);
const probeSource = program.getSourceFile(probe);
const moduleSymbol = checker.getSymbolAtLocation(source);
const F = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseFullyQualifiedType;
// Library types printed by name, not expanded.
const OPAQUE =
  /^(Date|Error|PricingError|Z[a-zA-Z]*|\$Z[a-zA-Z]*|Promise|Map|Set|ReadonlyMap|ReadonlySet|Iterable|Iterator|RegExp)$/;

function expand(type, depth, seen) {
  if (depth > 12) return checker.typeToString(type, undefined, F);
  if (type.isUnion()) {
    const parts = type.types.map((t) => expand(t, depth, seen));
    return [...new Set(parts)].sort().join(' | ');
  }
  if (type.isIntersection()) {
    // An intersection of objects is printed as the merged object.
    if (type.types.every((t) => t.flags & ts.TypeFlags.Object)) return object(type, depth, seen);
    return type.types.map((t) => expand(t, depth, seen)).join(' & ');
  }
  if (!(type.flags & ts.TypeFlags.Object)) return checker.typeToString(type, undefined, F);
  const name = type.symbol?.getName();
  if (name && OPAQUE.test(name) && !checker.isArrayType(type)) return checker.typeToString(type, undefined, F);
  if (checker.isArrayType(type)) {
    const [el] = checker.getTypeArguments(type);
    return `Array<${expand(el, depth + 1, seen)}>`;
  }
  if (checker.isTupleType(type)) {
    return `[${checker
      .getTypeArguments(type)
      .map((t) => expand(t, depth + 1, seen))
      .join(', ')}]`;
  }
  return object(type, depth, seen);
}

function object(type, depth, seen) {
  if (seen.has(type)) return '<cycle>';
  const next = new Set(seen).add(type);
  const pad = '  '.repeat(depth + 1);
  const lines = [];
  for (const sig of type.getCallSignatures()) lines.push(`${pad}(${signature(sig, depth + 1, next)}`);
  for (const kind of [ts.IndexKind.String, ts.IndexKind.Number]) {
    const info = checker.getIndexInfoOfType(type, kind);
    if (info)
      lines.push(
        `${pad}[key: ${kind === ts.IndexKind.String ? 'string' : 'number'}]: ${expand(info.type, depth + 1, next)}`,
      );
  }
  const props = checker
    .getPropertiesOfType(type)
    .slice()
    .sort((a, b) => a.getName().localeCompare(b.getName()));
  for (const p of props) {
    const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
    const decl = p.valueDeclaration ?? p.declarations?.[0];
    const readonly = decl && ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
    let t = checker.getTypeOfSymbol(p);
    // `x?: T` reads as `T | undefined`; print the declared type so optionality is shown once.
    if (optional) t = checker.getNonNullableType(t) === t ? t : removeUndefined(t);
    lines.push(`${pad}${readonly}${p.getName()}${optional}: ${expand(t, depth + 1, next)}`);
  }
  if (lines.length === 0) return '{}';
  return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`;
}

function removeUndefined(t) {
  if (!t.isUnion()) return t;
  const rest = t.types.filter((x) => !(x.flags & ts.TypeFlags.Undefined));
  return rest.length === t.types.length
    ? t
    : { ...t, isUnion: () => true, isIntersection: () => false, types: rest, flags: t.flags };
}

function signature(sig, depth, seen) {
  const params = sig.getParameters().map((p) => {
    const decl = p.valueDeclaration;
    const opt = decl && (decl.questionToken || decl.initializer) ? '?' : '';
    return `${p.getName()}${opt}: ${expand(checker.getTypeOfSymbol(p), depth, seen)}`;
  });
  return `${params.join(', ')}) => ${expand(sig.getReturnType(), depth, seen)}`;
}

const out = [];
for (const sym of checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.getName().localeCompare(b.getName()))) {
  const target = sym.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(sym) : sym;
  const name = sym.getName();
  if (target.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
    out.push(`type ${name} = ${expand(checker.getDeclaredTypeOfSymbol(target), 0, new Set())}`);
  }
  if (target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Class)) {
    const t = checker.getTypeOfSymbol(target);
    // A zod schema is printed by what it parses (its input and output), not by zod's internals.
    if (!/Schema$/.test(name))
      out.push(`${target.flags & ts.SymbolFlags.Function ? 'function' : 'const'} ${name}: ${expand(t, 0, new Set())}`);
  }
}
for (const sym of checker.getExportsOfModule(checker.getSymbolAtLocation(probeSource))) {
  out.push(`schema ${sym.getName()} = ${expand(checker.getDeclaredTypeOfSymbol(sym), 0, new Set())}`);
}
console.log(out.join('\n\n'));
