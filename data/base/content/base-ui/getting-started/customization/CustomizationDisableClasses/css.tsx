import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';
import classes from './css.module.css';

export default function CustomizationDisableClasses() {
  const withRef = React.useRef<HTMLButtonElement>(null);
  const withoutRef = React.useRef<HTMLButtonElement>(null);
  const [report, setReport] = React.useState<[string, string] | null>(null);
  React.useEffect(() => {
    const keep = (element: HTMLButtonElement | null) =>
      (element?.className ?? '')
        .split(' ')
        .filter((name) => name.startsWith('base'))
        .join(' ') || '(none)';
    setReport([keep(withRef.current), keep(withoutRef.current)]);
  }, []);
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <Button ref={withRef} className={classes.button}>
          Bold
        </Button>
        <span>Default classes: {report ? <code>{report[0]}</code> : '…'}</span>
      </div>
      <ClassNameConfigurator disableDefaultClasses>
        <div className={classes.row}>
          <Button ref={withoutRef} className={classes.button}>
            Italic
          </Button>
          <span>Inside the configurator: {report ? <code>{report[1]}</code> : '…'}</span>
        </div>
      </ClassNameConfigurator>
    </div>
  );
}
