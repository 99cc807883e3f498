import * as React from 'react';
import Box from '@mui/material/Box';
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
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1 }}>
          <TocLink id={entry.id} text={entry.text} inset={inset} active={active} />
        </Box>
        <Box
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${entry.text}, ${entry.children.length} ${t('tocGroupEntries')}`}
          onClick={() => setToggled(!open)}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            border: 0,
            borderRadius: 1,
            p: 0.25,
            pl: 0.75,
            bgcolor: 'transparent',
            color: 'text.secondary',
            font: 'inherit',
            fontSize: 12,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
            // Closed, the chevron points along the reading direction.
            '&[aria-expanded="false"] svg': { transform: 'rotate(-90deg)' },
            '[dir="rtl"] &[aria-expanded="false"] svg': { transform: 'rotate(90deg)' },
          })}
        >
          {entry.children.length}
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Box>
      </Box>
      <Box
        component="ul"
        ref={list}
        id={listId}
        hidden={!open}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          '& a': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12, overflowWrap: 'anywhere' },
        }}
      >
        {entry.children.map((child) => (
          <li key={child.id}>
            <TocLink id={child.id} text={child.text} inset={inset + 1.5} active={active} />
          </li>
        ))}
      </Box>
    </li>
  );
};

export default ApiTocGroup;
