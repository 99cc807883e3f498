import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';

const buttonClass =
  'cursor-pointer rounded-md border border-gray-600 bg-transparent px-3 py-1.5 dark:border-gray-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400';

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
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={withRef} className={buttonClass}>
          Bold
        </Button>
        <span>Default classes: {report ? <code>{report[0]}</code> : '…'}</span>
      </div>
      <ClassNameConfigurator disableDefaultClasses>
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={withoutRef} className={buttonClass}>
            Italic
          </Button>
          <span>Inside the configurator: {report ? <code>{report[1]}</code> : '…'}</span>
        </div>
      </ClassNameConfigurator>
    </div>
  );
}
