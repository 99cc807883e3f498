import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

interface Destination {
  country: string;
  days: string;
}

const destinations: Destination[] = [
  { country: 'Argentina', days: '8–12' },
  { country: 'Australia', days: '6–9' },
  { country: 'Austria', days: '2–3' },
  { country: 'Brazil', days: '7–11' },
  { country: 'Canada', days: '4–6' },
  { country: 'Chile', days: '8–12' },
  { country: 'Denmark', days: '2–3' },
  { country: 'Egypt', days: '5–8' },
  { country: 'Estonia', days: '3–4' },
  { country: 'Ghana', days: '6–10' },
  { country: 'India', days: '5–7' },
  { country: 'Japan', days: '4–6' },
  { country: 'Kenya', days: '6–9' },
  { country: 'Mexico', days: '5–8' },
  { country: 'Norway', days: '2–4' },
  { country: 'Peru', days: '8–12' },
  { country: 'Singapore', days: '4–6' },
  { country: 'South Korea', days: '4–6' },
];

export default function AutocompletePopper() {
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
    value,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    options: destinations,
    getOptionLabel: (destination) => destination.country,
  });
  const options = groupedOptions as Destination[];

  return (
    <Card>
      <Title>Shipping estimate</Title>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Destination</Label>
        <Control ref={setAnchorEl} data-focused={focused || undefined}>
          <Input {...getInputProps()} placeholder="Choose a country" />
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
        <Popper
          open={popupOpen && options.length > 0 && anchorEl != null}
          anchorEl={anchorEl}
          placement="bottom-start"
          style={{ zIndex: 1300, width: anchorEl?.clientWidth }}
        >
          <Listbox {...getListboxProps()}>
            {options.map((destination, index) => {
              const { key, ...optionProps } = getOptionProps({ option: destination, index });
              return (
                <Option key={key} {...optionProps}>
                  <span>{destination.country}</span>
                  <Days>{destination.days} days</Days>
                </Option>
              );
            })}
          </Listbox>
        </Popper>
      </div>
      <Estimate role="status">
        {value ? `Parcels to ${value.country} arrive in ${value.days} business days.` : 'Pick a destination to see delivery times.'}
      </Estimate>
    </Card>
  );
}

const Card = styled('div')({
  width: '100%',
  maxWidth: 340,
  padding: 16,
  overflow: 'hidden',
  borderRadius: 12,
  border: '1px solid #e5e7eb',
  backgroundColor: '#fff',
  color: '#111827',
  '.dark &': { borderColor: '#374151', backgroundColor: '#111827', color: '#f3f4f6' },
});

const Title = styled('p')({ margin: '0 0 12px', fontSize: '1rem', fontWeight: 600 });

const Days = styled('span')({ flexShrink: 0, fontSize: '0.8125rem', color: '#4b5563', '.dark &': { color: '#d1d5db' } });

const Estimate = styled('p')({ margin: '12px 0 0', fontSize: '0.875rem' });

const Label = styled('label')({
  display: 'block',
  marginBottom: 4,
  fontSize: '0.875rem',
  fontWeight: 600,
});

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
  boxSizing: 'border-box',
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
