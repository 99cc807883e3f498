import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';

const recentSearches = [
  'lentil soup',
  'miso-glazed aubergine',
  'shakshuka',
  'sourdough starter',
  'spinach and feta pie',
  'tomato and basil risotto',
  'vegan chocolate cake',
];

export default function AutocompleteFreeSolo() {
  const [query, setQuery] = React.useState<string | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
  } = useAutocomplete({
    freeSolo: true,
    options: recentSearches,
    value: query,
    onChange: (_event, newValue) => setQuery(newValue),
  });
  const options = groupedOptions as string[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Search recipes</Label>
      <Anchor {...getRootProps()}>
        <Control data-focused={focused || undefined}>
          <SearchIcon aria-hidden>
            <Search fontSize="small" />
          </SearchIcon>
          <Input {...getInputProps()} placeholder="Type anything, then press Enter" />
          {dirty ? (
            <IconButton {...getClearProps()} aria-label="Clear search">
              <Close fontSize="small" />
            </IconButton>
          ) : null}
        </Control>
        {popupOpen && options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            <ListHeading role="presentation">Recent searches</ListHeading>
            {options.map((search, index) => {
              const { key, ...optionProps } = getOptionProps({ option: search, index });
              return (
                <Option key={key} {...optionProps}>
                  {search}
                </Option>
              );
            })}
          </Listbox>
        ) : null}
      </Anchor>
      <Status role="status">{query ? `Showing recipes for “${query}”.` : 'No search yet.'}</Status>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 340, minHeight: 330 });

const SearchIcon = styled('span')({
  display: 'flex',
  paddingLeft: 10,
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const ListHeading = styled('li')({
  padding: '6px 10px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const Status = styled('p')({
  margin: '12px 0 0',
  fontSize: '0.875rem',
  fontWeight: 500,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Anchor = styled('div')({ position: 'relative' });

const Control = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  paddingRight: 6,
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  '&[data-focused]': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&[data-focused]': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Input = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '10px 8px',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: '#6b7280' },
  '.dark &::placeholder': { color: '#9ca3af' },
});

const IconButton = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#4b5563',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '& svg': { transition: 'transform 150ms' },
  '&[data-open] svg': { transform: 'rotate(180deg)' },
  '.dark &': { color: '#d1d5db', '&:hover': { backgroundColor: '#1f2937' } },
});

const Listbox = styled('ul')({
  position: 'absolute',
  zIndex: 10,
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 240,
  overflow: 'auto',
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  '.dark &': { borderColor: '#374151', backgroundColor: '#1f2937', color: '#f3f4f6', boxShadow: '0 8px 24px rgba(0, 0, 0, 0.5)' },
});

const Option = styled('li')({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  padding: '8px 10px',
  borderRadius: 6,
  fontSize: '0.9375rem',
  cursor: 'pointer',
  '&[aria-selected="true"]': { fontWeight: 600, color: '#1d4ed8' },
  '&.Mui-focused': { backgroundColor: '#eff6ff' },
  '&.Mui-focusVisible': { outline: '2px solid #2563eb', outlineOffset: -2 },
  '.dark &': {
    '&[aria-selected="true"]': { color: '#93c5fd' },
    '&.Mui-focused': { backgroundColor: '#1e3a8a' },
    '&.Mui-focusVisible': { outlineColor: '#93c5fd' },
  },
});
