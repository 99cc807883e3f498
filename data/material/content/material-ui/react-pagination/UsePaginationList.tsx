import * as React from 'react';
import usePagination from '@mui/material/usePagination';
import { styled } from '@mui/material/styles';

const PageList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(0.5),
}));

const PageButton = styled('button')(({ theme }) => ({
  minWidth: 40,
  height: 36,
  padding: theme.spacing(0, 1.25),
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: (theme.vars ?? theme).palette.text.primary,
  background: 'transparent',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
  '&[aria-current="page"]': {
    backgroundColor: (theme.vars ?? theme).palette.text.primary,
    borderColor: (theme.vars ?? theme).palette.text.primary,
    color: (theme.vars ?? theme).palette.background.paper,
    fontWeight: theme.typography.fontWeightBold,
  },
  '&:disabled': { color: (theme.vars ?? theme).palette.text.disabled, cursor: 'default' },
}));

const Ellipsis = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 36,
  padding: theme.spacing(0, 1),
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function UsePaginationList() {
  const { items } = usePagination({ count: 15, defaultPage: 6 });

  return (
    <nav aria-label="Catalog pages">
      <PageList>
        {items.map(({ page, type, selected, ...item }, index) => {
          // item holds onClick, disabled and aria-current ("page" on the selected page).
          let content: React.ReactNode;
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            content = <Ellipsis aria-hidden="true">…</Ellipsis>;
          } else if (type === 'page') {
            content = (
              <PageButton type="button" aria-label={selected ? `Page ${page}, current page` : `Go to page ${page}`} {...item}>
                {page}
              </PageButton>
            );
          } else {
            content = (
              <PageButton type="button" {...item}>
                {type === 'previous' ? '‹ Prev' : 'Next ›'}
              </PageButton>
            );
          }
          return <li key={`${type}-${index}`}>{content}</li>;
        })}
      </PageList>
    </nav>
  );
}
