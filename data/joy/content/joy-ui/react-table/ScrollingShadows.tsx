import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const readings = [
  { station: 'Harbour', values: [12.1, 12.8, 14.2, 16.9, 19.4, 21.0, 22.3, 21.7, 19.5, 16.2, 13.8, 12.4] },
  { station: 'Airport', values: [10.4, 11.2, 13.5, 16.1, 19.9, 22.6, 24.1, 23.8, 20.7, 16.4, 12.9, 10.9] },
  { station: 'Old Town', values: [11.6, 12.3, 14.0, 16.5, 19.8, 22.1, 23.5, 23.0, 20.4, 16.7, 13.6, 11.9] },
  { station: 'Hill Farm', values: [7.9, 8.6, 10.8, 13.2, 16.7, 19.4, 21.0, 20.6, 17.9, 13.8, 10.2, 8.3] },
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function ScrollingShadows() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Average temperature per month, scrollable"
      sx={(theme) => {
        const cover = theme.vars.palette.background.surface;
        const shadow = 'rgba(0 0 0 / 0.2)';
        return {
          overflow: 'auto',
          borderRadius: 'sm',
          '--TableCell-headBackground': 'transparent',
          // Two covers move with the content ("local"), two shadows stay at the edges ("scroll"):
          // at an end of the scroll, the cover hides that end's shadow.
          background: `linear-gradient(to right, ${cover} 30%, transparent),
            linear-gradient(to left, ${cover} 30%, transparent),
            radial-gradient(farthest-side at 0 50%, ${shadow}, transparent),
            radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent)`,
          backgroundPosition: 'left center, right center, left center, right center',
          backgroundRepeat: 'no-repeat',
          backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
          backgroundAttachment: 'local, local, scroll, scroll',
          backgroundColor: cover,
        };
      }}
    >
      <Table aria-label="Average temperature per month, °C" sx={{ width: 'max-content', minWidth: '100%', '& td': { textAlign: 'right' } }}>
        <thead>
          <tr>
            <th style={{ width: 100 }}>Station</th>
            {months.map((month) => (
              <th key={month} style={{ width: 56, textAlign: 'right' }}>
                {month}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {readings.map((row) => (
            <tr key={row.station}>
              <th scope="row">{row.station}</th>
              {row.values.map((value, index) => (
                <td key={months[index]}>{value.toFixed(1)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
