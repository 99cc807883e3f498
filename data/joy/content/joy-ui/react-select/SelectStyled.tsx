import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import { styled } from '@mui/joy/styles';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

// A compact pill for filter bars: same props as Select, new defaults for its CSS variables.
const PillSelect = styled(Select)(({ theme }) => ({
  '--Select-radius': '999px',
  '--Select-minHeight': '2rem',
  '--Select-paddingInline': '0.875rem',
  fontWeight: theme.vars.fontWeight.md,
  [`&.${selectClasses.expanded}`]: {
    backgroundColor: theme.vars.palette.primary.softBg,
    color: theme.vars.palette.primary.softColor,
  },
  [`& .${selectClasses.indicator}`]: { transition: 'transform 0.2s' },
  [`&.${selectClasses.expanded} .${selectClasses.indicator}`]: { transform: 'rotate(180deg)' },
})) as typeof Select;

export default function SelectStyled() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <PillSelect defaultValue="any" aria-label="Price" indicator={<KeyboardArrowDown />}>
        <Option value="any">Any price</Option>
        <Option value="under-50">Under $50</Option>
        <Option value="50-150">$50 to $150</Option>
        <Option value="over-150">Over $150</Option>
      </PillSelect>
      <PillSelect defaultValue="any" aria-label="Rating" indicator={<KeyboardArrowDown />}>
        <Option value="any">Any rating</Option>
        <Option value="4">4 stars and up</Option>
        <Option value="3">3 stars and up</Option>
      </PillSelect>
    </Box>
  );
}
