import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select, { selectClasses } from '@mui/joy/Select';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function SelectIndicator() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Sort by</FormLabel>
      <Select
        defaultValue="newest"
        indicator={<KeyboardArrowDown />}
        sx={{
          [`& .${selectClasses.indicator}`]: {
            transition: '0.2s',
            [`&.${selectClasses.expanded}`]: { transform: 'rotate(-180deg)' },
          },
        }}
      >
        <Option value="newest">Newest first</Option>
        <Option value="oldest">Oldest first</Option>
        <Option value="price-asc">Price: low to high</Option>
        <Option value="price-desc">Price: high to low</Option>
      </Select>
    </FormControl>
  );
}
