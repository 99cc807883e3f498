import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';
import { styled } from '@mui/system';

const ToolbarButton = styled(Button)(({ theme }) => ({
  padding: '6px 12px',
  borderRadius: 6,
  font: 'inherit',
  cursor: 'pointer',
  color: 'inherit',
  backgroundColor: 'transparent',
  border: '1px solid #4b5563',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af' }),
}));

function ClassReport() {
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
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <ToolbarButton ref={withRef}>Bold</ToolbarButton>
        <span>Default classes: {report ? <code>{report[0]}</code> : '…'}</span>
      </div>
      <ClassNameConfigurator disableDefaultClasses>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <ToolbarButton ref={withoutRef}>Italic</ToolbarButton>
          <span>Inside the configurator: {report ? <code>{report[1]}</code> : '…'}</span>
        </div>
      </ClassNameConfigurator>
    </div>
  );
}

export default function CustomizationDisableClasses() {
  return <ClassReport />;
}
