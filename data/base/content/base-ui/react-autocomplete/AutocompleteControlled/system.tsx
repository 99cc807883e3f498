import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'ADD', city: 'Addis Ababa' },
  { code: 'AKL', city: 'Auckland' },
  { code: 'BOG', city: 'Bogotá' },
  { code: 'CMN', city: 'Casablanca' },
  { code: 'HAN', city: 'Hanoi' },
  { code: 'KEF', city: 'Reykjavík' },
  { code: 'LIS', city: 'Lisbon' },
  { code: 'MVD', city: 'Montevideo' },
  { code: 'NBO', city: 'Nairobi' },
  { code: 'TBS', city: 'Tbilisi' },
  { code: 'WAW', city: 'Warsaw' },
  { code: 'YVR', city: 'Vancouver' },
];

export default function AutocompleteControlled() {
  const [value, setValue] = React.useState<Airport | null>(airports[4]);
  const [inputValue, setInputValue] = React.useState('');
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
  } = useAutocomplete({
    options: airports,
    value,
    onChange: (_event, newValue) => setValue(newValue),
    inputValue,
    onInputChange: (_event, newInputValue) => setInputValue(newInputValue),
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
    isOptionEqualToValue: (option, current) => option.code === current.code,
  });
  const options = groupedOptions as Airport[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Departure airport</Label>
      <Anchor {...getRootProps()}>
        <Control data-focused={focused || undefined}>
          <Input {...getInputProps()} placeholder="City or airport code" />
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
            {options.map((airport, index) => {
              const { key, ...optionProps } = getOptionProps({ option: airport, index });
              return (
                <Option key={key} {...optionProps}>
                  <span>{airport.city}</span>
                  <Code>{airport.code}</Code>
                </Option>
              );
            })}
          </Listbox>
        ) : null}
        {popupOpen && options.length === 0 ? <Empty>No airport matches “{inputValue}”.</Empty> : null}
      </Anchor>
      <State>
        <div>
          <dt>value</dt>
          <dd>{value ? value.code : 'null'}</dd>
        </div>
        <div>
          <dt>inputValue</dt>
          <dd>“{inputValue}”</dd>
        </div>
      </State>
      <SetButton type="button" onClick={() => setValue(airports[6])}>
        Fly from Lisbon instead
      </SetButton>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 320, minHeight: 340 });

const Code = styled('span')({
  flexShrink: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: '0.8125rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const State = styled('dl')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 24px',
  margin: '12px 0 0',
  fontSize: '0.875rem',
  color: '#111827',
  '& div': { display: 'flex', gap: 8 },
  '& dt': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', color: '#4b5563' },
  '& dd': { margin: 0, fontWeight: 600 },
  '.dark &': { color: '#f3f4f6', '& dt': { color: '#d1d5db' } },
});

const SetButton = styled('button')({
  marginTop: 12,
  padding: '6px 12px',
  borderRadius: 8,
  border: '1px solid #9ca3af',
  backgroundColor: '#fff',
  color: '#111827',
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#6b7280',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  },
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
