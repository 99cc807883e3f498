import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

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
    <div className={classes.form}>
      <label htmlFor={id} className={classes.label}>
        Promo code
      </label>
      <div className={classes.row}>
        <Input
          ref={rootRef}
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          className={classes.input}
          slotProps={{ input: { ref: inputRef, className: classes.inputElement } }}
        />
        <Button className={classes.button} onClick={applySaved}>
          Use saved code
        </Button>
      </div>
      <p className={classes.report}>
        <code>ref</code> → <code>{report[0]}</code>
        <br />
        <code>slotProps.input.ref</code> → <code>{report[1]}</code>
      </p>
    </div>
  );
}
