import { useSwitch, UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

function PillSwitch(props: UseSwitchParameters & { label: string }) {
  const { label, ...parameters } = props;
  const { getInputProps, checked, focusVisible } = useSwitch(parameters);
  return (
    <Root data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
      <Input {...getInputProps()} aria-label={label} />
      <span aria-hidden>{checked ? 'On' : 'Off'}</span>
    </Root>
  );
}

export default function UseSwitch() {
  return <PillSwitch label="Holiday mode" defaultChecked />;
}

const Root = styled('span')({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  padding: '4px 12px',
  borderRadius: 999,
  border: '1px solid #6b7280',
  backgroundColor: '#fff',
  color: '#111827',
  fontSize: '0.875rem',
  fontWeight: 600,
  '&[data-checked]': { borderColor: '#15803d', backgroundColor: '#15803d', color: '#fff' },
  '&[data-focus-visible]': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    backgroundColor: '#111827',
    borderColor: '#9ca3af',
    color: '#f3f4f6',
    '&[data-checked]': { borderColor: '#86efac', backgroundColor: '#86efac', color: '#052e16' },
    '&[data-focus-visible]': { outlineColor: '#93c5fd' },
  },
});

const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
