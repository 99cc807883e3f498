import * as React from 'react';
import { TocLink, type TocGroupComponent } from '../docs/TableOfContents';
import { useTranslate } from '../i18n/TranslationsContext';

/**
 * A section of the table of contents with its rows (props, slots, classes) in a list that opens and
 * closes. Closed at first, so the outline of a page with 30 to 110 rows fits its column; open while
 * the reader is in the section; a reader's own click wins.
 */
const ApiTocGroup: TocGroupComponent = ({ entry, inset, active }) => {
  const t = useTranslate();
  const [toggled, setToggled] = React.useState<boolean | null>(null);
  const list = React.useRef<HTMLUListElement>(null);
  const inGroup = active === entry.id || entry.children.some((child) => child.id === active);
  const open = toggled ?? inGroup;
  const listId = `toc-group-${entry.id}`;

  // The marked row stays inside the table of contents' own scrolling column.
  React.useEffect(() => {
    const link = list.current?.querySelector('[aria-current]');
    const column = link?.closest('aside');
    if (link && column) {
      const box = column.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      if (rect.top < box.top || rect.bottom > box.bottom) {
        column.scrollBy(0, rect.top - box.top - box.height / 3);
      }
    }
  }, [active, open]);

  return (
    <li>
      {/* Styled by the document's sheet (src/api/apiPageStyles.ts). */}
      <div className="toc-group-head">
        <TocLink id={entry.id} text={entry.text} inset={inset} active={active} />
        <button
          type="button"
          className="toc-group-toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${entry.text}, ${entry.children.length} ${t('tocGroupEntries')}`}
          onClick={() => setToggled(!open)}
        >
          {entry.children.length}
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <ul className="toc-group-list" ref={list} id={listId} hidden={!open}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <TocLink id={child.id} text={child.text} inset={inset + 1.5} active={active} />
          </li>
        ))}
      </ul>
    </li>
  );
};

export default ApiTocGroup;
