import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CssBaseline from '@mui/joy/CssBaseline';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider } from '@mui/joy/styles';
import CreateRoundedIcon from '@mui/icons-material/CreateRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import ColorSchemeToggle from './ColorSchemeToggle';
import ComposeModal, { type Draft } from './ComposeModal';
import { LABELS, ME, MESSAGES, type FolderId, type Message, type Person, type ViewId } from './data';
import { correspondent, personFor, searchText, stampNow, subjectOf } from './format';
import Logo from './Logo';
import MessageList from './MessageList';
import MessageView, { NoMessage } from './MessageView';
import Sidebar, { FOLDERS } from './Sidebar';
import theme from './theme';
import { visuallyHidden } from './visuallyHidden';

const HEADER_HEIGHT = 56;

function inView(message: Message, view: ViewId): boolean {
  if (view === 'starred') {
    return message.starred && message.folder !== 'trash';
  }
  if (view.startsWith('label:')) {
    return message.folder !== 'trash' && message.labels.some((label) => `label:${label}` === view);
  }
  return message.folder === view;
}

function viewTitle(view: ViewId): string {
  return FOLDERS.find(({ id }) => id === view)?.name ?? LABELS.find(({ id }) => `label:${id}` === view)?.name ?? '';
}

/** Below the `md` breakpoint the list and the reading pane take turns; asked only in event handlers. */
function isCompact(): boolean {
  return window.matchMedia(`(max-width: ${theme.breakpoints.values.md - 0.05}px)`).matches;
}

/** A draft's recipients, read leniently: a draft may hold a half-typed address. */
function draftRecipients(to: string): Person[] {
  return to
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean)
    .map(personFor);
}

interface Notice {
  text: string;
  undo?: () => void;
}

export default function App() {
  const [messages, setMessages] = React.useState(MESSAGES);
  const [view, setView] = React.useState<ViewId>('inbox');
  const [query, setQuery] = React.useState('');
  const [selectedId, setSelectedId] = React.useState<string | null>('m1');
  // On small screens: which of the two panes is showing.
  const [pane, setPane] = React.useState<'list' | 'message'>('list');
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [compose, setCompose] = React.useState<Draft | null>(null);
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const [announcement, setAnnouncement] = React.useState('');

  const listHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const messageHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const nextId = React.useRef(1);

  // Where focus goes once the next render is on screen (a pane that appears, a row that came back),
  // one frame later so that a control removed in the same click (the snackbar's Undo) has let go of it.
  const focusAfterRender = React.useRef<(() => void) | null>(null);
  const [focusRequest, setFocusRequest] = React.useState(0);
  React.useEffect(() => {
    const focus = focusAfterRender.current;
    focusAfterRender.current = null;
    if (!focus) {
      return undefined;
    }
    const frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);
  const focusLater = (focus: () => void) => {
    focusAfterRender.current = focus;
    setFocusRequest((count) => count + 1);
  };
  const focusRow = (id: string | null | undefined) => {
    focusLater(() => {
      const row = id ? listRef.current?.querySelector<HTMLElement>(`[data-message-id="${id}"]`) : null;
      (row ?? listHeadingRef.current)?.focus();
    });
  };

  const announce = (text: string, undo?: () => void) => {
    setAnnouncement(text);
    setNotice({ text, undo });
  };

  const title = viewTitle(view);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const visible = messages.filter((message) => inView(message, view) && words.every((word) => searchText(message).includes(word)));
  const selected = messages.find((message) => message.id === selectedId && inView(message, view)) ?? null;
  // On small screens the reading pane shows only while it has a message to show.
  const shownPane = selected ? pane : 'list';

  const counts: Partial<Record<ViewId, number>> = {};
  const unreadIn = (view: ViewId) => messages.filter((message) => message.unread && inView(message, view)).length;
  for (const id of ['inbox', 'starred', 'archive', ...LABELS.map((label) => `label:${label.id}` as const)] as ViewId[]) {
    counts[id] = unreadIn(id);
  }
  counts.drafts = messages.filter((message) => message.folder === 'drafts').length;

  const update = (id: string, change: (message: Message) => Partial<Message>) =>
    setMessages((current) => current.map((message) => (message.id === id ? { ...message, ...change(message) } : message)));

  const selectView = (next: ViewId, fromDrawer = false) => {
    setView(next);
    setQuery('');
    setPane('list');
    setDrawerOpen(false);
    if (fromDrawer) {
      focusLater(() => listHeadingRef.current?.focus());
    }
  };

  const open = (id: string) => {
    setSelectedId(id);
    update(id, () => ({ unread: false }));
    if (isCompact()) {
      setPane('message');
      // The reading pane takes the list's place: start it at the top of the page.
      focusLater(() => {
        window.scrollTo(0, 0);
        messageHeadingRef.current?.focus({ preventScroll: true });
      });
    }
  };

  const back = () => {
    setPane('list');
    focusRow(selectedId);
  };

  /** Moves a message to another folder (or out of the mailbox), then shows the one after it. */
  const move = (message: Message, to: FolderId | null) => {
    const index = visible.findIndex(({ id }) => id === message.id);
    const next = visible[index + 1] ?? visible[index - 1];
    const position = messages.findIndex(({ id }) => id === message.id);
    setMessages((current) =>
      to
        ? current.map((item) => (item.id === message.id ? { ...item, folder: to } : item))
        : current.filter((item) => item.id !== message.id),
    );
    const compact = isCompact();
    if (compact || !next) {
      setPane('list');
      setSelectedId(compact ? null : (next?.id ?? null));
      focusRow(next?.id);
    } else {
      setSelectedId(next.id);
      update(next.id, () => ({ unread: false }));
    }
    const undo = () => {
      setMessages((current) =>
        current.some(({ id }) => id === message.id)
          ? current.map((item) => (item.id === message.id ? { ...item, folder: message.folder } : item))
          : [...current.slice(0, position), message, ...current.slice(position)],
      );
      setSelectedId(message.id);
      setNotice(null);
      setAnnouncement(`“${subjectOf(message)}” is back in ${viewTitle(message.folder)}.`);
      focusRow(message.id);
    };
    const subject = subjectOf(message);
    if (!to) {
      announce(message.folder === 'drafts' ? 'Draft discarded.' : `“${subject}” was deleted forever.`, undo);
    } else {
      announce(`“${subject}” moved to ${viewTitle(to)}.`, undo);
    }
  };

  const reply = (message: Message, text: string) => {
    const { person } = correspondent(message);
    const entry = {
      id: `${message.id}-reply-${nextId.current++}`,
      from: ME,
      to: [person],
      date: stampNow(),
      body: text,
    };
    // A conversation with a new message goes back to the top of its list.
    setMessages((current) => {
      const latest = current.find(({ id }) => id === message.id) ?? message;
      return [{ ...latest, unread: false, thread: [...latest.thread, entry] }, ...current.filter(({ id }) => id !== message.id)];
    });
    announce(`Reply sent to ${person.name}.`);
  };

  const send = (draft: Draft, recipients: Person[]) => {
    const id = draft.id ?? `new-${nextId.current++}`;
    const sent: Message = {
      id,
      folder: 'sent',
      subject: draft.subject.trim(),
      labels: [],
      starred: false,
      unread: false,
      thread: [{ id: `${id}-1`, from: ME, to: recipients, date: stampNow(), body: draft.body.trim() }],
    };
    setMessages((current) => [sent, ...current.filter((message) => message.id !== id)]);
    setCompose(null);
    if (draft.id) {
      // The draft's reading pane, which opened the form, is gone: focus goes to the list instead.
      setPane('list');
      focusLater(() => listHeadingRef.current?.focus());
    }
    announce(`Message sent to ${recipients.map((person) => person.name).join(', ')}.`);
  };

  const saveDraft = (draft: Draft) => {
    const id = draft.id ?? `new-${nextId.current++}`;
    const saved: Message = {
      id,
      folder: 'drafts',
      subject: draft.subject.trim(),
      labels: messages.find((message) => message.id === id)?.labels ?? [],
      starred: false,
      unread: false,
      thread: [{ id: `${id}-1`, from: ME, to: draftRecipients(draft.to), date: stampNow(), body: draft.body }],
    };
    setMessages((current) => [saved, ...current.filter((message) => message.id !== id)]);
    setCompose(null);
    announce('Draft saved in Drafts.');
  };

  const discard = (draft: Draft) => {
    setCompose(null);
    const existing = messages.find((message) => message.id === draft.id);
    if (existing) {
      move(existing, null);
    } else if (draft.to || draft.subject || draft.body) {
      announce('Message discarded.');
    }
  };

  const editDraft = (message: Message) => {
    const [entry] = message.thread;
    setNotice(null);
    setCompose({
      id: message.id,
      to: entry.to.map((person) => person.email).join(', '),
      subject: message.subject,
      body: entry.body,
    });
  };

  const startCompose = () => {
    setDrawerOpen(false);
    setNotice(null);
    setCompose({ to: '', subject: '', body: '' });
  };

  const sidebar = (fromDrawer: boolean) => (
    <Sidebar view={view} counts={counts} onSelect={(next) => selectView(next, fromDrawer)} onCompose={startCompose} />
  );

  return (
    // `mui-mode` is the documentation site's key: the template and the bar above it share one mode.
    // In your app, keep Joy's default key or choose your own.
    <CssVarsProvider theme={theme} defaultMode="system" modeStorageKey="mui-mode" disableTransitionOnChange>
      <CssBaseline />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh', height: { md: '100dvh' } }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1.5, sm: 2 },
            height: HEADER_HEIGHT,
            flexShrink: 0,
            borderBottom: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.surface',
          }}
        >
          <IconButton
            variant="outlined"
            color="neutral"
            size="sm"
            aria-label="Open folders and labels"
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuRoundedIcon />
          </IconButton>
          <Logo />
          <Box sx={{ flex: 1 }} />
          <IconButton
            variant="solid"
            color="primary"
            size="sm"
            aria-label="Compose"
            aria-haspopup="dialog"
            onClick={startCompose}
            sx={{ display: { md: 'none' } }}
          >
            <CreateRoundedIcon />
          </IconButton>
          <ColorSchemeToggle />
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, ml: 0.5 }}>
            <Avatar size="sm" variant="soft" color="primary" aria-hidden>
              NH
            </Avatar>
            <Typography level="body-sm" sx={{ color: 'text.primary' }}>
              <Box component="span" sx={visuallyHidden}>
                Signed in as{' '}
              </Box>
              {ME.name}
            </Typography>
          </Box>
        </Box>

        <Box
          sx={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: '210px minmax(0, 1fr)',
              lg: '248px minmax(0, 1fr)',
            },
          }}
        >
          <Box
            component="aside"
            sx={{
              display: { xs: 'none', md: 'block' },
              overflowY: 'auto',
              borderRight: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.body',
            }}
          >
            {sidebar(false)}
          </Box>

          <Box
            component="main"
            sx={{
              minHeight: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 330px) minmax(0, 1fr)', lg: 'minmax(0, 400px) minmax(0, 1fr)' },
            }}
          >
            <Box
              sx={{
                display: { xs: shownPane === 'list' ? 'block' : 'none', md: 'block' },
                minHeight: 0,
                borderRight: { md: '1px solid' },
                borderColor: { md: 'divider' },
                bgcolor: 'background.surface',
              }}
            >
              <MessageList
                title={title}
                messages={visible}
                query={query}
                onQueryChange={setQuery}
                selectedId={selected?.id ?? null}
                onOpen={open}
                onToggleStar={(id) => update(id, (message) => ({ starred: !message.starred }))}
                headingRef={listHeadingRef}
                listRef={listRef}
              />
            </Box>
            <Box
              component="section"
              aria-label="Reading pane"
              sx={{
                display: { xs: shownPane === 'message' ? 'block' : 'none', md: 'block' },
                minHeight: 0,
                bgcolor: 'background.surface',
              }}
            >
              {selected ? (
                <MessageView
                  message={selected}
                  listTitle={title}
                  onBack={back}
                  onToggleStar={() => update(selected.id, (message) => ({ starred: !message.starred }))}
                  onArchive={() => move(selected, selected.folder === 'archive' || selected.folder === 'trash' ? 'inbox' : 'archive')}
                  onDelete={() => move(selected, selected.folder === 'trash' || selected.folder === 'drafts' ? null : 'trash')}
                  onMarkUnread={() => {
                    update(selected.id, () => ({ unread: true }));
                    setAnnouncement('Marked as unread.');
                    if (isCompact()) {
                      back();
                    }
                  }}
                  onReply={(text) => reply(selected, text)}
                  onEditDraft={() => editDraft(selected)}
                  headingRef={messageHeadingRef}
                />
              ) : (
                <NoMessage />
              )}
            </Box>
            {/* Inside <main>: what the actions say belongs to the content they change. */}
            <Snackbar
              open={Boolean(notice)}
              onClose={(_, reason) => {
                if (reason !== 'clickaway') {
                  setNotice(null);
                }
              }}
              autoHideDuration={6000}
              variant="soft"
              color="neutral"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
              sx={{ boxShadow: 'lg' }}
              endDecorator={
                notice?.undo ? (
                  <Button size="sm" variant="plain" color="primary" onClick={notice.undo}>
                    Undo
                  </Button>
                ) : null
              }
            >
              {notice?.text}
            </Snackbar>
            <Box role="status" sx={visuallyHidden}>
              {announcement}
            </Box>
          </Box>
        </Box>
      </Box>

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        size="sm"
        slotProps={{
          content: { role: 'dialog', 'aria-modal': true, 'aria-label': 'Folders and labels', sx: { width: 'min(300px, 85vw)' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2 }}>
          <Logo />
          <ModalClose aria-label="Close folders and labels" sx={{ position: 'static' }} />
        </Box>
        {sidebar(true)}
      </Drawer>

      {compose ? <ComposeModal initial={compose} onSend={send} onSaveDraft={saveDraft} onDiscard={discard} /> : null}
    </CssVarsProvider>
  );
}
