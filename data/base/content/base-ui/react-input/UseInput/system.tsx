import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';
import SearchIcon from '@mui/icons-material/Search';

const SearchField = React.forwardRef(function SearchField(
  props: React.InputHTMLAttributes<HTMLInputElement>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { getRootProps, getInputProps, focused } = useInput({ inputRef: ref });
  return (
    <Root {...getRootProps()} data-focused={focused || undefined}>
      <SearchIcon fontSize="small" aria-hidden />
      <Field {...props} {...getInputProps()} />
    </Root>
  );
});

export default function UseInput() {
  return <SearchField type="search" aria-label="Search invoices" placeholder="Search invoices" />;
}

const Root = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  maxWidth: 320,
  padding: '0 12px',
  borderRadius: 999,
  border: '1px solid #6b7280',
  backgroundColor: '#f9fafb',
  color: '#111827',
  '&[data-focused]': { borderColor: '#2563eb', boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#1f2937',
    color: '#f3f4f6',
    '&[data-focused]': { borderColor: '#93c5fd', boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)' },
  },
});

const Field = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '8px 0',
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
});
