import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';

function describe(element: HTMLElement | null) {
  return element ? `<${element.tagName.toLowerCase()} class="${element.classList[0]}">` : '…';
}

export default function UsageRefs() {
  const id = React.useId();
  // `ref` reaches the root <div>; the <input> inside is reached through its slot.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [code, setCode] = React.useState('');
  const [report, setReport] = React.useState<[string, string]>(['…', '…']);
  React.useEffect(() => {
    setReport([describe(rootRef.current), describe(inputRef.current)]);
  }, []);
  const applySaved = () => {
    setCode('HARBOR15');
    inputRef.current?.focus();
  };
  return (
    <div className="grid max-w-[420px] gap-2">
      <label htmlFor={id} className="font-semibold">
        Promo code
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={rootRef}
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          className="flex flex-[1_1_180px] rounded-lg border border-gray-500 dark:border-gray-400 [&.base--focused]:outline-3 [&.base--focused]:outline-offset-1 [&.base--focused]:outline-blue-700 dark:[&.base--focused]:outline-blue-300"
          slotProps={{
            input: {
              ref: inputRef,
              className: 'min-w-0 flex-1 border-none bg-transparent px-3 py-2 [font:inherit] tracking-[0.05em] text-inherit outline-none',
            },
          }}
        />
        <Button
          className="cursor-pointer rounded-lg border border-blue-700 bg-blue-600 px-3.5 py-2 font-[inherit] text-sm font-semibold text-white hover:bg-blue-700 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300"
          onClick={applySaved}
        >
          Use saved code
        </Button>
      </div>
      <p className="m-0 text-sm text-gray-600 dark:text-gray-300">
        <code>ref</code> → <code>{report[0]}</code>
        <br />
        <code>slotProps.input.ref</code> → <code>{report[1]}</code>
      </p>
    </div>
  );
}
