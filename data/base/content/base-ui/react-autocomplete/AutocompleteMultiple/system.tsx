import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';
import Close from '@mui/icons-material/Close';
import Check from '@mui/icons-material/Check';

const labels = [
  'accessibility',
  'bug',
  'dependencies',
  'design',
  'documentation',
  'good first issue',
  'needs triage',
  'performance',
  'regression',
  'security',
  'testing',
];

export default function AutocompleteMultiple() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    value,
    setAnchorEl,
  } = useAutocomplete({
    multiple: true,
    options: labels,
    defaultValue: ['bug', 'needs triage'],
    disableCloseOnSelect: true,
  });
  const options = groupedOptions as string[];

  return (
    <Layout>
      <Label {...getInputLabelProps()}>Labels</Label>
      <Anchor {...getRootProps()}>
        <Control ref={setAnchorEl} data-focused={focused || undefined}>
          {value.map((label, index) => {
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <Chip key={key} {...tagProps}>
                {label}
                <ChipRemove type="button" tabIndex={-1} aria-label={`Remove ${label}`} onClick={onDelete}>
                  <Close fontSize="inherit" />
                </ChipRemove>
              </Chip>
            );
          })}
          <Input {...getInputProps()} placeholder={value.length ? '' : 'Add labels'} />
        </Control>
        {popupOpen && options.length > 0 ? (
          <Listbox {...getListboxProps()}>
            {options.map((label, index) => {
              const { key, ...optionProps } = getOptionProps({ option: label, index });
              return (
                <Option key={key} {...optionProps}>
                  <span>{label}</span>
                  <Check fontSize="small" className="check" />
                </Option>
              );
            })}
          </Listbox>
        ) : null}
      </Anchor>
      <Hint>Backspace in the empty field removes the last label; the Left arrow moves to the labels.</Hint>
    </Layout>
  );
}

const Layout = styled('div')({ width: '100%', maxWidth: 360, minHeight: 340 });

const Chip = styled('span')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: '2px 2px 2px 8px',
  borderRadius: 999,
  backgroundColor: '#e0e7ff',
  color: '#1e3a8a',
  fontSize: '0.8125rem',
  fontWeight: 500,
  '&:focus': { outline: '2px solid #2563eb', outlineOffset: 1 },
  '.dark &': { backgroundColor: '#1e3a8a', color: '#e0e7ff', '&:focus': { outlineColor: '#93c5fd' } },
});

const ChipRemove = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: 14,
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgba(30, 58, 138, 0.15)' },
  '.dark &:hover': { backgroundColor: 'rgba(224, 231, 255, 0.2)' },
});

const Hint = styled('p')({
  margin: '6px 0 0',
  fontSize: '0.8125rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
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
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  padding: '6px 8px',
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
  flexBasis: 80,
  padding: '4px',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '1rem',
  '&::placeholder': { color: '#6b7280' },
  '.dark &::placeholder': { color: '#9ca3af' },
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
  alignItems: 'center',
  '& .check': { visibility: 'hidden' },
  '&[aria-selected="true"]': { fontWeight: 600, color: '#1d4ed8', '& .check': { visibility: 'visible' } },
  '&.Mui-focused': { backgroundColor: '#eff6ff' },
  '&.Mui-focusVisible': { outline: '2px solid #2563eb', outlineOffset: -2 },
  '.dark &': {
    '&[aria-selected="true"]': { color: '#93c5fd' },
    '&.Mui-focused': { backgroundColor: '#1e3a8a' },
    '&.Mui-focusVisible': { outlineColor: '#93c5fd' },
  },
});
