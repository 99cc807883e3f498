import TableOfContents from '../docs/TableOfContents';
import ApiTocGroup from './ApiTocGroup';
import type { TocEntry } from '../docs/types';

/** An API page's contents: each section's rows in a group that opens and closes. */
export default function ApiTableOfContents({ toc }: { toc: TocEntry[] }) {
  return <TableOfContents toc={toc} Group={ApiTocGroup} />;
}
