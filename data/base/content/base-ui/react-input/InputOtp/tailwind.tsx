import * as React from 'react';
import { Input } from '@mui/base/Input';

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
      <p id={labelId} className="mt-0 mb-2 text-sm font-semibold text-gray-900 dark:text-gray-100">
        Enter the 6-digit code we sent to your phone
      </p>
      <div role="group" aria-labelledby={labelId} className="flex gap-2">
        {digits.map((_, index) => (
          <Input
            key={index}
            {...inputProps(index)}
            aria-label={`Digit ${index + 1}`}
            slotProps={{
              root: { className: 'group w-11' },
              input: {
                ref: inputRef(index),
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                className:
                  'box-border h-12 w-full rounded-lg border border-solid border-gray-500 bg-white p-0 text-center font-[inherit] text-xl text-gray-900 outline-0 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 group-[.base--focused]:border-blue-600 group-[.base--focused]:ring-3 group-[.base--focused]:ring-blue-600/30 dark:group-[.base--focused]:border-blue-300 dark:group-[.base--focused]:ring-blue-300/35',
              },
            }}
          />
        ))}
      </div>
      <p role="status" className="mt-2 mb-0 min-h-[1.5em] text-sm text-gray-600 dark:text-gray-300">
        {complete ? 'Code complete, verifying…' : ''}
      </p>
    </div>
  );
}
