import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import { REVENUE } from './data';

const WIDTH = 600;
const HEIGHT = 220;
const MAX = 50; // thousands of dollars, the top of the scale
const TICKS = [0, 10, 20, 30, 40, 50];

/** Each month sits in the middle of its own band, so the axis labels can be centred under it. */
const x = (index: number) => ((index + 0.5) / REVENUE.length) * WIDTH;
const y = (value: number) => HEIGHT - (value / MAX) * HEIGHT;
const path = (values: number[]) =>
  values.map((value, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');

const current = REVENUE.map((month) => month.current);
const previous = REVENUE.map((month) => month.previous);
const currentLine = path(current);
const area = `${currentLine} L${x(REVENUE.length - 1).toFixed(1)},${HEIGHT} L${x(0).toFixed(1)},${HEIGHT} Z`;

function LegendKey({ dashed, color, label }: { dashed?: boolean; color: string; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width="24" height="8" aria-hidden="true" focusable="false">
        <line x1="0" y1="4" x2="24" y2="4" stroke={color} strokeWidth="3" strokeDasharray={dashed ? '5 4' : undefined} />
      </svg>
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/**
 * Monthly revenue as an SVG line chart. The plot stretches to any width (`preserveAspectRatio="none"`
 * with strokes that do not scale); the axis labels are HTML so they stay readable on a phone.
 * Screen readers get the summary sentence, and everyone can open the numbers as a table.
 */
export default function RevenueChart() {
  const theme = useTheme();
  const [showTable, setShowTable] = React.useState(false);
  const primary = theme.vars.palette.primary.main;
  const secondary = theme.vars.palette.secondary.main;

  return (
    <Card component="section" id="sales" aria-labelledby="sales-title" sx={{ height: '100%', scrollMarginTop: 80 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <div>
            <Typography id="sales-title" variant="h2">
              Revenue by month
            </Typography>
            <Typography id="sales-summary" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              Up from $31.2k in April 2024 to $48.3k in March 2025, ahead of the year before in every month.
            </Typography>
          </div>
          <Box component="ul" sx={{ display: 'flex', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
            <LegendKey color={primary} label="Last 12 months" />
            <LegendKey color={secondary} dashed label="Year before" />
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
          {/* Y axis labels: visual only, the table below carries the values. */}
          <Box aria-hidden="true" sx={{ position: 'relative', height: HEIGHT, width: 40 }}>
            {TICKS.map((tick) => (
              <Typography
                key={tick}
                variant="caption"
                sx={{
                  position: 'absolute',
                  right: 0,
                  top: `${100 - (tick / MAX) * 100}%`,
                  transform: 'translateY(-50%)',
                  color: 'text.secondary',
                }}
              >
                ${tick}k
              </Typography>
            ))}
          </Box>
          <Box
            component="svg"
            role="img"
            aria-labelledby="sales-title sales-summary"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            sx={{ width: '100%', height: HEIGHT, display: 'block', overflow: 'visible' }}
          >
            <defs>
              <linearGradient id="sales-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={primary} stopOpacity={0.28} />
                <stop offset="100%" stopColor={primary} stopOpacity={0} />
              </linearGradient>
            </defs>
            {TICKS.map((tick) => (
              <line
                key={tick}
                x1={0}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke={theme.vars.palette.divider}
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            <path d={area} fill="url(#sales-fill)" />
            <path
              d={path(previous)}
              fill="none"
              stroke={secondary}
              strokeWidth={2}
              strokeDasharray="6 5"
              vectorEffect="non-scaling-stroke"
            />
            <path d={currentLine} fill="none" stroke={primary} strokeWidth={3} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </Box>
          <span />
          <Box aria-hidden="true" sx={{ display: 'flex', mt: 0.5 }}>
            {REVENUE.map((month, index) => (
              <Typography
                key={month.month}
                variant="caption"
                sx={{
                  flex: 1,
                  textAlign: 'center',
                  color: 'text.secondary',
                  // Every other month on phones, where twelve labels would collide.
                  visibility: { xs: index % 2 ? 'hidden' : 'visible', sm: 'visible' },
                }}
              >
                {month.month}
              </Typography>
            ))}
          </Box>
        </Box>

        <Button
          size="small"
          startIcon={<TableChartOutlinedIcon />}
          aria-expanded={showTable}
          aria-controls="sales-table"
          onClick={() => setShowTable((shown) => !shown)}
          sx={{ mt: 2 }}
        >
          {showTable ? 'Hide data table' : 'Show data table'}
        </Button>
        <Collapse in={showTable} id="sales-table">
          <TableContainer sx={{ mt: 1 }}>
            <Table size="small" aria-label="Revenue by month, in US dollars">
              <TableHead>
                <TableRow>
                  <TableCell>Month</TableCell>
                  <TableCell align="right">Last 12 months</TableCell>
                  <TableCell align="right">Year before</TableCell>
                  <TableCell align="right">Change</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {REVENUE.map((month) => (
                  <TableRow key={month.month}>
                    <TableCell component="th" scope="row">
                      {month.month}
                    </TableCell>
                    <TableCell align="right">${month.current.toFixed(1)}k</TableCell>
                    <TableCell align="right">${month.previous.toFixed(1)}k</TableCell>
                    <TableCell align="right">+{Math.round((month.current / month.previous - 1) * 100)}%</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Collapse>
      </CardContent>
    </Card>
  );
}
