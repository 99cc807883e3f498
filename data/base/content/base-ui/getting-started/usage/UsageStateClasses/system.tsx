import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

/** Reads the `base*` classes of an element and follows their changes; pass the setter as its `ref`. */
function useBaseClasses<T extends HTMLElement>() {
  const [node, setNode] = React.useState<T | null>(null);
  const [names, setNames] = React.useState('');
  React.useEffect(() => {
    if (!node) {
      return undefined;
    }
    const read = () =>
      setNames(
        Array.from(node.classList)
          .filter((name) => name.startsWith('base'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(node, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [node]);
  return [setNode, names || '…'] as const;
}

const Panel = styled('div')({ display: 'grid', gap: 12, maxWidth: 560 });

const rowStyles = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 16px',
  paddingBottom: 12,
  borderBottom: '1px solid #d1d5db',
} as const;

const Row = styled('div')(({ theme }) => ({ ...rowStyles, ...theme.applyStyles('dark', { borderColor: '#4b5563' }) }));

const TabsRow = styled(Tabs)(({ theme }) => ({ ...rowStyles, ...theme.applyStyles('dark', { borderColor: '#4b5563' }) }));

const Control = styled('div')({ display: 'flex', flex: '0 0 180px', alignItems: 'center', gap: 10 });

const Classes = styled('div')({ display: 'grid', flex: '1 1 220px', gap: 4, minWidth: 0 });

const Code = styled('code')(({ theme }) => ({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
  color: '#1e40af',
  ...theme.applyStyles('dark', { color: '#bfdbfe' }),
}));

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5563',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

const BookingsPanel = styled(TabPanel)(({ theme }) => ({
  flexBasis: '100%',
  color: '#4b5563',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', { color: '#d1d5db' }),
}));

// Pressed, keyboard focus and disabled come from the state classes.
const StateButton = styled(Button)(({ theme }) => ({
  padding: '6px 14px',
  border: '1px solid #4b5563',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&.base--active': { backgroundColor: '#e5e7eb' },
  '&.base--focusVisible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
  '&.base--disabled': { borderStyle: 'dashed', opacity: 0.6, cursor: 'not-allowed' },
  ...theme.applyStyles('dark', {
    borderColor: '#9ca3af',
    '&.base--active': { backgroundColor: '#374151' },
    '&.base--focusVisible': { outlineColor: '#93c5fd' },
  }),
}));

const StateSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  '& .base-Switch-track': { position: 'absolute', inset: 0, borderRadius: 12, backgroundColor: '#6b7280' },
  '& .base-Switch-thumb': {
    position: 'absolute',
    top: 4,
    left: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'transform 150ms',
  },
  '& .base-Switch-input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  '&.base--checked .base-Switch-track': { backgroundColor: '#2563eb' },
  '&.base--checked .base-Switch-thumb': { transform: 'translateX(16px)' },
  '&.base--focusVisible .base-Switch-track': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--focusVisible .base-Switch-track': { outlineColor: '#93c5fd' } }),
}));

const PeriodList = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  backgroundColor: '#f3f4f6',
  ...theme.applyStyles('dark', { backgroundColor: '#1f2937' }),
}));

// A Tab gets base--selected but no focus class, so :focus-visible draws its ring.
const PeriodTab = styled(Tab)(({ theme }) => ({
  padding: '4px 12px',
  border: 'none',
  borderRadius: 8,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&.base--selected': { backgroundColor: '#fff', boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3)' },
  '&:focus-visible': { outline: '3px solid #1d4ed8', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&.base--selected': { backgroundColor: '#111827' },
    '&:focus-visible': { outlineColor: '#93c5fd' },
  }),
}));

export default function UsageStateClasses() {
  const wifiId = React.useId();
  const [archiveRef, archiveClasses] = useBaseClasses<HTMLButtonElement>();
  const [deleteRef, deleteClasses] = useBaseClasses<HTMLButtonElement>();
  const [wifiRef, wifiClasses] = useBaseClasses<HTMLSpanElement>();
  const [dayRef, dayClasses] = useBaseClasses<HTMLButtonElement>();
  const [weekRef, weekClasses] = useBaseClasses<HTMLButtonElement>();
  return (
    <Panel>
      <Row>
        <Control>
          <StateButton ref={archiveRef}>Archive</StateButton>
        </Control>
        <Classes>
          <Code>{archiveClasses}</Code>
        </Classes>
      </Row>
      <Row>
        <Control>
          <StateButton ref={deleteRef} disabled>
            Delete
          </StateButton>
        </Control>
        <Classes>
          <Code>{deleteClasses}</Code>
        </Classes>
      </Row>
      <Row>
        <Control>
          <StateSwitch ref={wifiRef} defaultChecked slotProps={{ input: { id: wifiId } }} />
          <label htmlFor={wifiId}>Wi-Fi</label>
        </Control>
        <Classes>
          <Code>{wifiClasses}</Code>
        </Classes>
      </Row>
      <TabsRow defaultValue="day">
        <Control>
          <PeriodList aria-label="Bookings period">
            <PeriodTab ref={dayRef} value="day">
              Day
            </PeriodTab>
            <PeriodTab ref={weekRef} value="week">
              Week
            </PeriodTab>
          </PeriodList>
        </Control>
        <Classes>
          <Code>Day: {dayClasses}</Code>
          <Code>Week: {weekClasses}</Code>
        </Classes>
        <BookingsPanel value="day">6 bookings today.</BookingsPanel>
        <BookingsPanel value="week">31 bookings this week.</BookingsPanel>
      </TabsRow>
      <Hint>Press, tab into and toggle the controls: each list shows the element&apos;s classes as they change.</Hint>
    </Panel>
  );
}
