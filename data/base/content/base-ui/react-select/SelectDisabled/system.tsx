import * as React from 'react';
import { Select, SelectProps, SelectRootSlotProps } from '@mui/base/Select';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Option, OptionProps } from '@mui/base/Option';
import { styled } from '@mui/system';

export default function SelectDisabled() {
  const sizeId = React.useId();
  const regionId = React.useId();
  return (
    <Row>
      <Field>
        <Label htmlFor={sizeId}>Size</Label>
        <StyledSelect id={sizeId} placeholder="Choose a size">
          <StyledOption value="s" disabled>
            S, sold out
          </StyledOption>
          <StyledOption value="m">M</StyledOption>
          <StyledOption value="l">L</StyledOption>
          <StyledOption value="xl" disabled>
            XL, sold out
          </StyledOption>
        </StyledSelect>
      </Field>
      <Field>
        <Label htmlFor={regionId}>Data region</Label>
        <StyledSelect id={regionId} defaultValue="eu" disabled>
          <StyledOption value="eu">European Union</StyledOption>
          <StyledOption value="us">United States</StyledOption>
        </StyledSelect>
      </Field>
    </Row>
  );
}

const Field = styled('div')({ display: 'flex', flexDirection: 'column', gap: 4, maxWidth: 320 });

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 16 });

const Label = styled('label')({
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

function StyledSelect<Value extends NonNullable<unknown>, Multiple extends boolean = false>(props: SelectProps<Value, Multiple>) {
  return <Select {...props} slots={{ root: SelectButton, listbox: Listbox, popup: StyledPopup, ...props.slots }} />;
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<NonNullable<unknown>, boolean>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState, children, ...other } = props;
  return (
    <SelectRoot {...other} ref={ref} data-open={ownerState.open || undefined}>
      <span>{children}</span>
      <UnfoldMoreIcon fontSize="small" aria-hidden />
    </SelectRoot>
  );
});

const SelectRoot = styled('button')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 42,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f9fafb' },
  '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '&.base--disabled': { opacity: 0.6, cursor: 'not-allowed' },
  '.dark &': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
    '&:hover': { backgroundColor: '#1f2937' },
    '&.base--focusVisible': { outlineColor: '#93c5fd' },
  },
});

const Listbox = styled('ul')({
  boxSizing: 'border-box',
  minWidth: 240,
  maxHeight: 288,
  margin: '4px 0',
  padding: 4,
  overflow: 'auto',
  borderRadius: 8,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.15)',
  outline: 0,
  '.dark &': { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' },
});

const StyledPopup = styled('div')({ zIndex: 1300 });

function StyledOption<Value extends NonNullable<unknown>>(props: OptionProps<Value>) {
  return <Option {...props} slots={{ root: OptionRoot }} />;
}

const OptionRoot = styled('li')({
  listStyle: 'none',
  padding: '8px 12px',
  borderRadius: 6,
  cursor: 'default',
  '&.base-Option-highlighted': { backgroundColor: '#f3f4f6' },
  '&.base--selected': { backgroundColor: '#dbeafe', color: '#1e3a8a' },
  '&.base--disabled': { color: '#6b7280' },
  '.dark &': {
    '&.base-Option-highlighted': { backgroundColor: '#1f2937' },
    '&.base--selected': { backgroundColor: '#1e3a8a', color: '#dbeafe' },
    '&.base--disabled': { color: '#9ca3af' },
  },
});
