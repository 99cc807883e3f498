import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { styled } from '@mui/system';

const priorities = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'urgent', label: 'Urgent' },
];

function PriorityOption({ value, label }: { value: string; label: string }) {
  const { getRootProps, selected, highlighted } = useOption({ value, label, disabled: false });
  return (
    <OptionItem {...getRootProps()} data-selected={selected || undefined} data-highlighted={highlighted || undefined}>
      {label}
    </OptionItem>
  );
}

export default function UseSelect() {
  const buttonId = React.useId();
  const listboxId = React.useId();
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string, false>({ listboxId, defaultValue: 'medium' });
  const current = priorities.find((item) => item.value === value);
  return (
    <Root>
      <Label htmlFor={buttonId}>Priority</Label>
      <Button {...getButtonProps({ id: buttonId })}>
        {current?.label ?? 'None'}
        <UnfoldMoreIcon fontSize="small" aria-hidden />
      </Button>
      <Listbox {...getListboxProps()} hidden={!open}>
        <SelectProvider value={contextValue}>
          {priorities.map((item) => (
            <PriorityOption key={item.value} value={item.value} label={item.label} />
          ))}
        </SelectProvider>
      </Listbox>
    </Root>
  );
}

const Root = styled('div')({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxWidth: 320,
});

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Button = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 42,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:focus-visible': { outlineColor: '#93c5fd' },
  },
});

const Listbox = styled('ul')({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 1,
  margin: '4px 0 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
  outline: 0,
  '&[hidden]': { display: 'none' },
  '.dark &': { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' },
});

const OptionItem = styled('li')({
  listStyle: 'none',
  padding: '8px 12px',
  borderRadius: 6,
  cursor: 'default',
  '&[data-highlighted]': { backgroundColor: '#f3f4f6' },
  '&[data-selected]': { backgroundColor: '#dbeafe', color: '#1e3a8a' },
  '.dark &[data-highlighted]': { backgroundColor: '#1f2937' },
  '.dark &[data-selected]': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
});
