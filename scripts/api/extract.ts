/**
 * Reads the API of components and hooks from the installed packages' own type definitions
 * (TypeScript compiler API) and runtime exports. Nothing here is written per component.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';

export interface ApiProp {
  name: string;
  type: string;
  default?: string;
  required: boolean;
  /** JSDoc text (Markdown). */
  description: string;
  deprecated?: string;
}

export interface ApiClass {
  key: string;
  className: string;
  description: string;
}

export interface ApiSlot {
  name: string;
  default?: string;
  description: string;
}

export interface ExtractedComponent {
  name: string;
  pkg: string;
  summary: string;
  props: ApiProp[];
  inherits?: string;
  slots: ApiSlot[];
  classes: ApiClass[];
  forwardsRef: boolean;
  rootElement?: string;
  overridable: boolean;
  /** Every prop the component accepts, inherited ones included (for comparing versions). */
  allPropNames: string[];
}

export interface ExtractedHook {
  name: string;
  pkg: string;
  summary: string;
  parameters: ApiProp[];
  returnValue: ApiProp[];
}

const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope | ts.TypeFormatFlags.WriteArrayAsGenericType;

export function packageDir(projectRoot: string, pkg: string): string {
  return path.join(projectRoot, 'node_modules', ...pkg.split('/'));
}

/**
 * The folder holding a component's or hook's typings, if the package has it; unstable APIs
 * live under an `Unstable_` / `unstable_` prefix.
 */
export function moduleDir(projectRoot: string, pkg: string, name: string): string | null {
  const base = packageDir(projectRoot, pkg);
  for (const folder of [name, `Unstable_${name}`, `unstable_${name}`]) {
    const dir = path.join(base, folder);
    if (fs.existsSync(path.join(dir, 'index.d.ts'))) {
      return dir;
    }
  }
  // Some APIs share a folder with others (CssTransition in Transitions, a context hook beside
  // its component): the folder whose typings export the name.
  const exporting = new RegExp(`export (declare )?(function|const) ${name}\\b|export \\{ ${name} \\}`);
  for (const entry of fs.readdirSync(base, { withFileTypes: true })) {
    const dir = path.join(base, entry.name);
    if (entry.isDirectory() && fs.existsSync(path.join(dir, 'index.d.ts'))) {
      const typings = fs.readdirSync(dir).filter((file) => file.endsWith('.d.ts'));
      if (typings.some((file) => exporting.test(fs.readFileSync(path.join(dir, file), 'utf8')))) {
        return dir;
      }
    }
  }
  return null;
}

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function tagOf(symbol: ts.Symbol, checker: ts.TypeChecker, name: string): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((entry) => entry.name === name);
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/** Unions of literals are spelled out; everything else as TypeScript prints it. */
function typeText(type: ts.Type, checker: ts.TypeChecker, optional: boolean): string {
  if (type.isUnion()) {
    const members = type.types.filter((member) => !(optional && member.flags & ts.TypeFlags.Undefined));
    const literal = (member: ts.Type) =>
      member.isStringLiteral() ? `'${member.value}'` : checker.typeToString(member, undefined, PRINT_FLAGS);
    if (
      members.every(
        (member) =>
          member.flags & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral | ts.TypeFlags.Null),
      )
    ) {
      const texts = [...new Set(members.map(literal))];
      return texts.join(' | ').replace(/false \| true|true \| false/, 'bool');
    }
    if (members.length !== type.types.length) {
      return members.map((member) => checker.typeToString(member, undefined, PRINT_FLAGS)).join(' | ');
    }
  }
  return checker.typeToString(type, undefined, PRINT_FLAGS);
}

/**
 * Where a prop comes from decides whether it is listed: props of plain HTML elements (React's
 * typings) and of the component it inherits from are documented there, not here.
 */
function isListed(symbol: ts.Symbol, excludedDirs: string[]): boolean {
  const files = (symbol.declarations ?? []).map((decl) => path.resolve(decl.getSourceFile().fileName));
  return files.some((file) => !excludedDirs.some((dir) => file.startsWith(dir + path.sep)));
}

/** The type as its author wrote it (`React.ReactNode`), or spelled out when it is a union of literals. */
function declaredTypeText(symbol: ts.Symbol, type: ts.Type, checker: ts.TypeChecker, optional: boolean): string {
  const resolved = typeText(type, checker, optional);
  const declaration = symbol.declarations?.[0];
  const written =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type?.getText() : undefined;
  const isLiteralUnion = /^('[^']*'|\d+|bool|null)( \| ('[^']*'|\d+|bool|null))*$/.test(resolved);
  return isLiteralUnion || !written ? resolved : written.replace(/\s+/g, ' ');
}

function propsOf(type: ts.Type, checker: ts.TypeChecker, excludedDirs: string[]): ApiProp[] {
  const props: ApiProp[] = [];
  for (const symbol of checker.getPropertiesOfType(type)) {
    const declaration = symbol.declarations?.[0];
    if (!declaration || !isListed(symbol, excludedDirs)) {
      continue;
    }
    const optional = Boolean(symbol.flags & ts.SymbolFlags.Optional);
    const propType = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    const prop: ApiProp = {
      name: symbol.getName(),
      type: declaredTypeText(symbol, propType, checker, optional),
      required: !optional,
      description: docOf(symbol, checker),
    };
    const defaultValue = tagOf(symbol, checker, 'default');
    if (defaultValue !== undefined) {
      prop.default = defaultValue;
    }
    const deprecated = tagOf(symbol, checker, 'deprecated');
    if (deprecated !== undefined) {
      prop.deprecated = deprecated || 'Deprecated.';
    }
    props.push(prop);
  }
  // Required first, then by name.
  return props.sort((a, b) => Number(b.required) - Number(a.required) || a.name.localeCompare(b.name));
}

/** The first paragraph of a component's JSDoc, before its "Demos:" and "API:" lists. */
function summaryOf(doc: string): string {
  return doc
    .split(/\n\s*\n|\nDemos:|^Demos:|\nAPI:|^API:/)[0]
    .replace(/\s+/g, ' ')
    .trim();
}

export class ApiExtractor {
  private program: ts.Program;
  private checker: ts.TypeChecker;
  private requireFrom: NodeRequire;
  private reactTypesDir: string;

  constructor(
    private projectRoot: string,
    entries: { pkg: string; name: string }[],
  ) {
    const files = entries.flatMap(({ pkg, name }) => {
      const dir = moduleDir(projectRoot, pkg, name);
      return dir ? [path.join(dir, 'index.d.ts')] : [];
    });
    this.program = ts.createProgram(files, {
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      types: [],
    });
    this.checker = this.program.getTypeChecker();
    this.requireFrom = createRequire(path.join(projectRoot, 'package.json'));
    this.reactTypesDir = path.join(projectRoot, 'node_modules', '@types', 'react');
  }

  private exportsOf(pkg: string, name: string): { dir: string; symbols: Map<string, ts.Symbol> } | null {
    const dir = moduleDir(this.projectRoot, pkg, name);
    const source = dir && this.program.getSourceFile(path.join(dir, 'index.d.ts'));
    const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
    if (!dir || !moduleSymbol) {
      return null;
    }
    const symbols = new Map<string, ts.Symbol>();
    for (const symbol of this.checker.getExportsOfModule(moduleSymbol)) {
      symbols.set(symbol.getName(), symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol);
    }
    return { dir, symbols };
  }

  private typeOfSymbol(symbol: ts.Symbol): ts.Type {
    if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
      return this.checker.getDeclaredTypeOfSymbol(symbol);
    }
    return this.checker.getTypeOfSymbol(symbol);
  }

  component(pkg: string, name: string): ExtractedComponent | null {
    const found = this.exportsOf(pkg, name);
    const componentSymbol = found?.symbols.get(name) ?? found?.symbols.get(`Unstable_${name}`) ?? found?.symbols.get('default');
    if (!found || !componentSymbol) {
      return null;
    }
    const { symbols } = found;
    const propsSymbol = symbols.get(`${name}Props`) ?? symbols.get(`${name}OwnProps`);
    const doc = docOf(componentSymbol, this.checker);
    const inherits = /inherits \[(\w+) API\]/.exec(doc)?.[1];
    const inheritedDir = inherits ? moduleDir(this.projectRoot, pkg, inherits) : null;
    // CommonProps (className, style) are documented once, like HTML attributes.
    const excluded = [
      this.reactTypesDir,
      path.join(packageDir(this.projectRoot, pkg), 'OverridableComponent'),
      ...(inheritedDir ? [inheritedDir] : []),
    ];
    const propsType = propsSymbol ? this.typeOfSymbol(propsSymbol) : undefined;
    const props = propsType ? propsOf(propsType, this.checker, excluded) : [];
    const declarationText = componentSymbol.declarations?.[0]?.getText() ?? '';
    const fileText = componentSymbol.declarations?.[0]?.getSourceFile().getText() ?? '';

    const slotsProp = props.find((prop) => prop.name === 'slots');
    const slotsSymbol = propsSymbol && this.checker.getPropertyOfType(this.typeOfSymbol(propsSymbol), 'slots');
    const slots: ApiSlot[] = [];
    if (slotsProp && slotsSymbol?.declarations?.[0]) {
      const slotsType = this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(slotsSymbol, slotsSymbol.declarations[0]));
      for (const slot of this.checker.getPropertiesOfType(slotsType)) {
        slots.push({ name: slot.getName(), default: tagOf(slot, this.checker, 'default'), description: docOf(slot, this.checker) });
      }
    }

    const classesName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`;
    const classes: ApiClass[] = [];
    let runtime: Record<string, unknown> = {};
    try {
      runtime = this.requireFrom(`${pkg}/${path.basename(found.dir)}`);
    } catch {
      runtime = {};
    }
    const runtimeClasses = runtime[classesName] as Record<string, string> | undefined;
    if (runtimeClasses) {
      const classesInterface = symbols.get(`${name}Classes`);
      const documented = new Map(
        classesInterface
          ? this.checker
              .getPropertiesOfType(this.typeOfSymbol(classesInterface))
              .map((symbol) => [symbol.getName(), docOf(symbol, this.checker)])
          : [],
      );
      for (const [key, className] of Object.entries(runtimeClasses)) {
        classes.push({ key, className, description: documented.get(key) ?? '' });
      }
    }
    const component = runtime.default as { $$typeof?: symbol } | undefined;
    const root =
      /RootComponent extends React\.ElementType = '([a-z][a-z0-9]*)'/.exec(fileText) ??
      /defaultComponent: '([a-z][a-z0-9]*)'/.exec(fileText);
    return {
      name,
      pkg,
      summary: summaryOf(doc),
      props,
      inherits,
      slots,
      classes,
      forwardsRef: component?.$$typeof === Symbol.for('react.forward_ref'),
      rootElement: root?.[1],
      allPropNames: propsType ? this.checker.getPropertiesOfType(propsType).map((symbol) => symbol.getName()) : [],
      overridable:
        /OverridableComponent<|ExtendButtonBase<|ExtendPaper|ExtendList|Overridable/.test(declarationText) ||
        props.some((prop) => prop.name === 'component'),
    };
  }

  hook(pkg: string, name: string): ExtractedHook | null {
    const found = this.exportsOf(pkg, name);
    const hookSymbol = found?.symbols.get(name) ?? found?.symbols.get(`unstable_${name}`) ?? found?.symbols.get('default');
    if (!found || !hookSymbol) {
      return null;
    }
    const signature = this.checker.getSignaturesOfType(this.checker.getTypeOfSymbol(hookSymbol), ts.SignatureKind.Call)[0];
    const parameterSymbol = signature?.getParameters()[0];
    const parameters = parameterSymbol?.declarations?.[0]
      ? propsOf(
          this.checker.getNonNullableType(this.checker.getTypeOfSymbolAtLocation(parameterSymbol, parameterSymbol.declarations[0])),
          this.checker,
          [this.reactTypesDir],
        )
      : [];
    const returnValue = signature ? propsOf(signature.getReturnType(), this.checker, [this.reactTypesDir]) : [];
    return { name, pkg, summary: summaryOf(docOf(hookSymbol, this.checker)), parameters, returnValue };
  }
}
