import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import EditOutlined from '@mui/icons-material/EditOutlined';

const weeks = ['Wk 23', 'Wk 24', 'Wk 25', 'Wk 26', 'Wk 27', 'Wk 28', 'Wk 29', 'Wk 30'];
const staff = [
  { name: 'Aroha Ngata', hours: [38, 40, 36, 0, 40, 38, 40, 32] },
  { name: 'Bilal Haddad', hours: [40, 40, 40, 40, 24, 0, 0, 40] },
  { name: 'Chiara Rossetti', hours: [20, 20, 24, 20, 20, 16, 20, 20] },
  { name: 'Dmitri Volkov', hours: [36, 38, 40, 40, 40, 38, 36, 40] },
];

export default function ColumnPinning() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Hours per week, scrollable"
      sx={{
        overflow: 'auto',
        borderRadius: 'sm',
        // The pinned columns need a background of their own, or the scrolled cells show through.
        '& .pinned-start': {
          position: 'sticky',
          left: 0,
          zIndex: 1,
          boxShadow: '1px 0 var(--TableCell-borderColor)',
        },
        '& .pinned-end': {
          position: 'sticky',
          right: 0,
          zIndex: 1,
          boxShadow: '-1px 0 var(--TableCell-borderColor)',
        },
      }}
    >
      <Table
        borderAxis="bothBetween"
        aria-label="Hours per week"
        sx={{
          width: 'max-content',
          minWidth: '100%',
          // Opaque data cells (the Sheet's background, through the header's variable) for the pinned ones.
          '--TableCell-dataBackground': 'var(--TableCell-headBackground)',
          '& td:not(.pinned-end)': { textAlign: 'right' },
        }}
      >
        <thead>
          <tr>
            <th className="pinned-start" style={{ width: 132 }}>
              Team member
            </th>
            {weeks.map((week) => (
              <th key={week} style={{ width: 72, textAlign: 'right' }}>
                {week}
              </th>
            ))}
            <th className="pinned-end" style={{ width: 56 }}>
              <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => (
            <tr key={person.name}>
              <th scope="row" className="pinned-start">
                {person.name}
              </th>
              {person.hours.map((hours, index) => (
                <td key={weeks[index]}>{hours}</td>
              ))}
              <td className="pinned-end">
                <IconButton size="sm" variant="plain" aria-label={`Edit hours of ${person.name}`}>
                  <EditOutlined />
                </IconButton>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
