/**
 * The selected entry of the explorer: its whole path, to copy, and its value. It stands outside
 * the tree because a tree's rows hold no buttons of their own.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CopyTextButton, { type CopyOutcome } from './CopyTextButton';
import { Swatch } from './ThemeTreeView';
import type { TreeNode } from './themeTree';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export default function EntryDetails({
  node,
  message,
  onCopy,
}: {
  node: TreeNode | undefined;
  /** What the last copy did, announced. */
  message: string;
  onCopy: (outcome: CopyOutcome, path: string) => void;
}) {
  const value = node?.value;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        minHeight: 104,
      }}
    >
      {node ? (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box
              component="code"
              sx={{ fontFamily: monospace, fontSize: 14, fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 200px' }}
            >
              {node.id}
            </Box>
            <CopyTextButton text={node.id} label="Copy path" onOutcome={(outcome) => onCopy(outcome, node.id)} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, fontSize: 13, overflowWrap: 'anywhere' }}>
            {value?.color ? (
              <Swatch aria-hidden>
                <span style={{ backgroundColor: value.color }} />
              </Swatch>
            ) : null}
            <Box component="span" sx={{ fontFamily: monospace }}>
              {value ? value.text : node.summary}
            </Box>
            {value?.note ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                ({value.note})
              </Box>
            ) : null}
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Select an entry to see its path and copy it: click it, or move to it with the arrow keys (Enter on a value copies its path).
        </Typography>
      )}
      <Typography role="status" variant="caption" sx={{ minHeight: 20, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
