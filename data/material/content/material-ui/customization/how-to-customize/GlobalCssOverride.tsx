import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';

// In an app these selectors would be bare (`h3`, `a`, `code`) and style the whole document.
// Here they start with the demo's class so they stay inside this box.
const releaseNoteStyles = (
  <GlobalStyles
    styles={(theme) => {
      const { palette } = theme.vars ?? theme;
      return {
        '.release-notes h3': { ...theme.typography.h6, margin: theme.spacing(0, 0, 1) },
        '.release-notes p, .release-notes li': { ...theme.typography.body2, margin: 0 },
        '.release-notes ul': { margin: theme.spacing(1, 0, 0), paddingInlineStart: theme.spacing(2.5) },
        '.release-notes li + li': { marginTop: theme.spacing(0.5) },
        '.release-notes a': {
          color: palette.primary.main,
          textUnderlineOffset: '0.2em',
        },
        '.release-notes code': {
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: '0.85em',
          padding: '0.1em 0.35em',
          borderRadius: 4,
          backgroundColor: palette.action.hover,
        },
      };
    }}
  />
);

export default function GlobalCssOverride() {
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      {/* Hoisted to a constant: the styles are serialized once, not on every render. */}
      {releaseNoteStyles}
      {/* Plain HTML, as it would come from a CMS or a Markdown renderer: no Material UI components inside. */}
      <div className="release-notes">
        <h3>Version 2.4</h3>
        <p>
          Exports now include attachments. See the <a href="https://example.com/docs/migration">migration notes</a> before upgrading.
        </p>
        <ul>
          <li>
            New <code>--dry-run</code> flag for the import command.
          </li>
          <li>Faster search across archived projects.</li>
          <li>
            The <code>legacyIds</code> option is deprecated.
          </li>
        </ul>
      </div>
    </Box>
  );
}
