import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Zone {
  city: string;
  country: string;
  offset: string;
}

const zones: Zone[] = [
  { city: 'Auckland', country: 'New Zealand', offset: 'UTC+13' },
  { city: 'Bogotá', country: 'Colombia', offset: 'UTC−5' },
  { city: 'Casablanca', country: 'Morocco', offset: 'UTC+1' },
  { city: 'Dhaka', country: 'Bangladesh', offset: 'UTC+6' },
  { city: 'Hanoi', country: 'Vietnam', offset: 'UTC+7' },
  { city: 'Honolulu', country: 'United States', offset: 'UTC−10' },
  { city: 'Kathmandu', country: 'Nepal', offset: 'UTC+5:45' },
  { city: 'Lisbon', country: 'Portugal', offset: 'UTC+0' },
  { city: 'Montevideo', country: 'Uruguay', offset: 'UTC−3' },
  { city: 'Nairobi', country: 'Kenya', offset: 'UTC+3' },
  { city: 'Reykjavík', country: 'Iceland', offset: 'UTC+0' },
  { city: 'Tbilisi', country: 'Georgia', offset: 'UTC+4' },
  { city: 'Vancouver', country: 'Canada', offset: 'UTC−8' },
  { city: 'Warsaw', country: 'Poland', offset: 'UTC+1' },
];

export default function AutocompleteBasic() {
  const {
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
    options: zones,
    getOptionLabel: (zone) => `${zone.city}, ${zone.country}`,
  });
  const options = groupedOptions as Zone[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Time zone</Label>
      <Anchor {...getRootProps()}>
        <Control data-focused={focused || undefined}>
          <Input {...getInputProps()} placeholder="Search by city or country" />
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
        {popupOpen && options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((zone, index) => {
              const { key, ...optionProps } = getOptionProps({ option: zone, index });
              return (
                <Option key={key} {...optionProps}>
                  <span>
                    {zone.city}, {zone.country}
                  </span>
                  <Offset>{zone.offset}</Offset>
                </Option>
              );
            })}
          </Listbox>
        ) : null}
        {popupOpen && options.length === 0 ? <Empty>No city matches “{inputValue}”.</Empty> : null}
      </Anchor>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 320, minHeight: 320 });

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

const Offset = styled('span')({ flexShrink: 0, fontSize: '0.8125rem', fontWeight: 400, color: '#4b5563', '.dark &': { color: '#d1d5db' } });

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
