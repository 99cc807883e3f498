import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const projects = [
  {
    name: 'Website relaunch',
    tasks: [
      { task: 'Wireframes', hours: 6.5 },
      { task: 'Content migration', hours: 9 },
      { task: 'QA pass', hours: 3.5 },
    ],
  },
  {
    name: 'Mobile app',
    tasks: [
      { task: 'Push notification bug', hours: 4 },
      { task: 'Release notes', hours: 1.5 },
    ],
  },
];

const HOURLY_RATE = 72;

function formatHours(hours: number) {
  return hours.toFixed(1);
}

export default function SpanningTable() {
  const totalHours = projects.reduce((sum, project) => sum + project.tasks.reduce((subtotal, task) => subtotal + task.hours, 0), 0);

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 480 }} aria-label="Timesheet, week 23">
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell>Task</TableCell>
            <TableCell align="right">Hours</TableCell>
          </TableRow>
        </TableHead>
        {projects.map((project) => {
          const subtotal = project.tasks.reduce((sum, task) => sum + task.hours, 0);
          return (
            <TableBody key={project.name}>
              {project.tasks.map((task, index) => (
                <TableRow key={task.task}>
                  {index === 0 && (
                    // A header for the whole row group: it spans the project's task rows and its subtotal row.
                    <TableCell component="th" scope="rowgroup" rowSpan={project.tasks.length + 1} sx={{ verticalAlign: 'top' }}>
                      {project.name}
                    </TableCell>
                  )}
                  <TableCell>{task.task}</TableCell>
                  <TableCell align="right">{formatHours(task.hours)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 'medium' }}>Subtotal</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'medium' }}>
                  {formatHours(subtotal)}
                </TableCell>
              </TableRow>
            </TableBody>
          );
        })}
        <TableBody>
          <TableRow>
            <TableCell colSpan={2} sx={{ fontWeight: 'bold' }}>
              Total hours
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {formatHours(totalHours)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>Amount at ${HOURLY_RATE}/hour</TableCell>
            <TableCell align="right">${(totalHours * HOURLY_RATE).toFixed(2)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
