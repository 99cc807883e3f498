import * as React from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import type { Theme } from '@mui/material/styles';
import type { SearchHit } from './searchHits';
import ExcerptText from './ExcerptText';

/** The look of an option; the active one (the arrow keys' position) is also outlined, for keyboard readers. */
const optionSx = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1.5,
  mx: 1,
  my: 0.25,
  px: 1.5,
  py: 1,
  width: 'auto',
  borderRadius: 1,
  cursor: 'pointer',
  '&[aria-selected="true"]': {
    backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.12)`,
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
});

interface OptionProps {
  id: string;
  active: boolean;
  onPointerMove: () => void;
  onClick: () => void;
}

export function ResultOption({ id, hit, active, onPointerMove, onClick }: OptionProps & { hit: SearchHit }) {
  return (
    <ListItem id={id} role="option" aria-selected={active} onPointerMove={onPointerMove} onClick={onClick} sx={optionSx}>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {hit.title}
          {hit.section ? (
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' › '}
              {hit.section}
            </Box>
          ) : null}
        </Box>
        <ExcerptText
          segments={hit.excerpt}
          sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
      </Box>
    </ListItem>
  );
}

export function RecentOption({ id, query, icon, active, onPointerMove, onClick }: OptionProps & { query: string; icon: React.ReactNode }) {
  return (
    <ListItem id={id} role="option" aria-selected={active} onPointerMove={onPointerMove} onClick={onClick} sx={optionSx}>
      <Box component="span" aria-hidden sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
      </Box>
      {query}
    </ListItem>
  );
}

interface ProductFilterProps {
  current: string;
  allProducts: boolean;
  onChange: (allProducts: boolean) => void;
}

/** The current product or all of them, one click apart. */
export function ProductFilter({ current, allProducts, onChange }: ProductFilterProps) {
  const choices = [
    { label: current, all: false },
    { label: 'All products', all: true },
  ];
  return (
    <Box
      role="group"
      aria-label="Search in"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="span" aria-hidden sx={{ fontSize: 13, color: 'text.secondary' }}>
        Search in
      </Box>
      {choices.map((choice) => (
        <Box
          key={choice.label}
          component="button"
          type="button"
          aria-pressed={allProducts === choice.all}
          onClick={() => onChange(choice.all)}
          sx={(theme) => ({
            px: 1.5,
            py: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            background: 'none',
            color: 'text.primary',
            font: 'inherit',
            fontSize: 13,
            fontWeight: 600,
            cursor: 'pointer',
            '&[aria-pressed="true"]': {
              borderColor: 'primary.main',
              color: 'primary.main',
              backgroundColor: `rgba(${theme.vars.palette.primary.mainChannel} / 0.08)`,
            },
            '&:hover': { backgroundColor: 'action.hover' },
            '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
          })}
        >
          {choice.label}
        </Box>
      ))}
    </Box>
  );
}
