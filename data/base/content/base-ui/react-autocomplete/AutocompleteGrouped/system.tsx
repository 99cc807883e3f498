import * as React from 'react';
import { useAutocomplete, AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Ingredient {
  name: string;
  aisle: string;
}

// Sorted by aisle, so that each group appears once.
const ingredients: Ingredient[] = [
  { name: 'Pita bread', aisle: 'Bakery' },
  { name: 'Sourdough loaf', aisle: 'Bakery' },
  { name: 'Butter', aisle: 'Dairy' },
  { name: 'Feta', aisle: 'Dairy' },
  { name: 'Greek yogurt', aisle: 'Dairy' },
  { name: 'Parmesan', aisle: 'Dairy' },
  { name: 'Arborio rice', aisle: 'Pantry' },
  { name: 'Chickpeas', aisle: 'Pantry' },
  { name: 'Olive oil', aisle: 'Pantry' },
  { name: 'Smoked paprika', aisle: 'Pantry' },
  { name: 'Avocado', aisle: 'Produce' },
  { name: 'Basil', aisle: 'Produce' },
  { name: 'Cherry tomatoes', aisle: 'Produce' },
  { name: 'Lemon', aisle: 'Produce' },
  { name: 'Spinach', aisle: 'Produce' },
];

export default function AutocompleteGrouped() {
  const {
    id,
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getClearProps,
    getPopupIndicatorProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    dirty,
    inputValue,
  } = useAutocomplete({
    options: ingredients,
    groupBy: (ingredient) => ingredient.aisle,
    getOptionLabel: (ingredient) => ingredient.name,
  });
  const groups = groupedOptions as AutocompleteGroupedOption<Ingredient>[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Ingredient</Label>
      <Anchor {...getRootProps()}>
        <Control data-focused={focused || undefined}>
          <Input {...getInputProps()} placeholder="What do you need?" />
          {dirty ? (
            <IconButton {...getClearProps()} aria-label="Clear">
              <Close fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            {...getPopupIndicatorProps()}
            aria-label={popupOpen ? 'Close suggestions' : 'Open suggestions'}
            data-open={popupOpen || undefined}
          >
            <KeyboardArrowDown fontSize="small" />
          </IconButton>
        </Control>
        {popupOpen && groups.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {groups.map((group) => (
              <li key={group.key} role="presentation">
                <GroupLabel id={`${id}-group-${group.key}`}>{group.group}</GroupLabel>
                <Group role="group" aria-labelledby={`${id}-group-${group.key}`}>
                  {group.options.map((ingredient, offset) => {
                    const { key, ...optionProps } = getOptionProps({ option: ingredient, index: group.index + offset });
                    return (
                      <Option key={key} {...optionProps}>
                        {ingredient.name}
                      </Option>
                    );
                  })}
                </Group>
              </li>
            ))}
          </Listbox>
        ) : null}
        {popupOpen && groups.length === 0 ? <Empty>Nothing on the shelves matches “{inputValue}”.</Empty> : null}
      </Anchor>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 320, minHeight: 340 });

const GroupLabel = styled('div')({
  position: 'sticky',
  top: -4,
  zIndex: 1,
  padding: '6px 10px',
  backgroundColor: '#fff',
  color: '#4b5563',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  '.dark &': { backgroundColor: '#1f2937', color: '#d1d5db' },
});

const Group = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

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
  padding: '10px 12px',
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

const Empty = styled('div')({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  marginTop: 4,
  padding: '10px 12px',
  borderRadius: 8,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#4b5563',
  fontSize: '0.875rem',
  '.dark &': { borderColor: '#374151', backgroundColor: '#1f2937', color: '#d1d5db' },
});
