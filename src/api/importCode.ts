import type { ApiItemData } from './types';

/** How to import an API item: by its own path, or by name from the package. */
export function importCode(item: Pick<ApiItemData, 'kind' | 'name' | 'importPath' | 'pkg'>): string {
  const named = item.kind === 'hook' || item.importPath.split('/').pop() !== item.name ? item.importPath.split('/').pop() : item.name;
  return item.kind === 'hook'
    ? `import { ${named} } from '${item.importPath}';\n// or\nimport { ${named} } from '${item.pkg}';`
    : `import ${item.name} from '${item.importPath}';\n// or\nimport { ${named} } from '${item.pkg}';`;
}
