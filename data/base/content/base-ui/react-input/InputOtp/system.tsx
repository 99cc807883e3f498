import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const LENGTH = 6;

function useOtp() {
  const [digits, setDigits] = React.useState<string[]>(() => Array(LENGTH).fill(''));
  const refs = React.useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();

  const fill = (start: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (chars.length === 0) {
      return;
    }
    setDigits((previous) => {
      const next = [...previous];
      chars.forEach((char, offset) => {
        next[start + offset] = char;
      });
      return next;
    });
    focus(start + chars.length);
  };

  const inputProps = (index: number) => ({
    value: digits[index],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      if (value === '') {
        setDigits((previous) => previous.map((digit, i) => (i === index ? '' : digit)));
      } else {
        fill(index, value.slice(-1));
      }
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Backspace' && digits[index] === '') {
        event.preventDefault();
        focus(index - 1);
      } else if (event.key === 'ArrowLeft') {
        focus(index - 1);
      } else if (event.key === 'ArrowRight') {
        focus(index + 1);
      }
    },
    onPaste: (event: React.ClipboardEvent) => {
      event.preventDefault();
      fill(index, event.clipboardData.getData('text'));
    },
  });

  const inputRef = (index: number) => (element: HTMLInputElement | null) => {
    refs.current[index] = element;
  };

  return { digits, inputProps, inputRef, complete: digits.every((digit) => digit !== '') };
}

export default function InputOtp() {
  const labelId = React.useId();
  const { digits, inputProps, inputRef, complete } = useOtp();
  return (
    <div>
      <Label id={labelId}>Enter the 6-digit code we sent to your phone</Label>
      <Row role="group" aria-labelledby={labelId}>
        {digits.map((_, index) => (
          <Digit
            key={index}
            {...inputProps(index)}
            aria-label={`Digit ${index + 1}`}
            slotProps={{
              input: {
                ref: inputRef(index),
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
              },
            }}
          />
        ))}
      </Row>
      <Status role="status">{complete ? 'Code complete, verifying…' : ''}</Status>
    </div>
  );
}

const Label = styled('p')({
  margin: '0 0 8px',
  fontSize: '0.875rem',
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const Row = styled('div')({ display: 'flex', gap: 8 });

const Digit = styled(Input)({
  width: 44,
  '& .base-Input-input': {
    boxSizing: 'border-box',
    width: '100%',
    height: 48,
    padding: 0,
    borderRadius: 8,
    border: '1px solid #6b7280',
    backgroundColor: '#fff',
    color: '#111827',
    font: 'inherit',
    fontSize: '1.25rem',
    textAlign: 'center',
    outline: 0,
  },
  '&.base--focused .base-Input-input': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.3)',
  },
  '.dark & .base-Input-input': {
    borderColor: '#9ca3af',
    backgroundColor: '#111827',
    color: '#f3f4f6',
  },
  '.dark &.base--focused .base-Input-input': {
    borderColor: '#93c5fd',
    boxShadow: '0 0 0 3px rgba(147, 197, 253, 0.35)',
  },
});

const Status = styled('p')({
  minHeight: '1.5em',
  margin: '8px 0 0',
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});
