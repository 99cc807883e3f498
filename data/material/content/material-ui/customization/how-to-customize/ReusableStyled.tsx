import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';

// Defined once, used for every filter on the screen. It is still a Chip: every Chip prop works.
const FilterChip = styled(Chip)(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    height: 36,
    borderRadius: 18,
    paddingInline: theme.spacing(0.5),
    fontWeight: theme.typography.fontWeightMedium,
    borderColor: palette.divider,
    '& .MuiChip-icon': { color: 'inherit' },
    '&.MuiChip-filled': {
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
    },
    '&.MuiChip-filled:hover, &.MuiChip-filled.Mui-focusVisible': {
      backgroundColor: palette.secondary.dark,
    },
  };
});

const cuisines = ['Vegetarian', 'Gluten-free', 'Quick (under 30 min)', 'Batch cooking', 'One pot'];

export default function ReusableStyled() {
  const [active, setActive] = React.useState<string[]>(['Vegetarian']);
  const toggle = (label: string) =>
    setActive((current) => (current.includes(label) ? current.filter((item) => item !== label) : [...current, label]));

  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 520 }}>
      <Typography id="recipe-filters-label" variant="subtitle2">
        Recipe filters
      </Typography>
      <Stack role="group" aria-labelledby="recipe-filters-label" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {cuisines.map((label) => {
          const on = active.includes(label);
          return (
            <FilterChip
              key={label}
              label={label}
              variant={on ? 'filled' : 'outlined'}
              icon={on ? <CheckIcon /> : undefined}
              onClick={() => toggle(label)}
              aria-pressed={on}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status">
        {active.length ? `Showing ${active.join(', ').toLowerCase()} recipes` : 'Showing all recipes'}
      </Typography>
    </Stack>
  );
}
