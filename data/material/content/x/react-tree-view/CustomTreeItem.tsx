import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SvgIconProps } from '@mui/material/SvgIcon';
import { visuallyHidden } from '@mui/utils';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeItem2, UseTreeItem2Parameters } from '@mui/x-tree-view/useTreeItem2';
import { TreeItem2Content, TreeItem2IconContainer, TreeItem2GroupTransition, TreeItem2Root } from '@mui/x-tree-view/TreeItem2';
import { TreeItem2Icon } from '@mui/x-tree-view/TreeItem2Icon';
import { TreeItem2Provider } from '@mui/x-tree-view/TreeItem2Provider';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FolderKind = 'inbox' | 'drafts' | 'sent' | 'archive' | 'label' | 'folder';

type MailFolder = TreeViewBaseItem<{ id: string; label: string; kind: FolderKind; unread: number }>;

const folders: MailFolder[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    kind: 'inbox',
    unread: 14,
    children: [
      { id: 'inbox/suppliers', label: 'Suppliers', kind: 'folder', unread: 3 },
      { id: 'inbox/newsletters', label: 'Newsletters', kind: 'folder', unread: 9 },
    ],
  },
  { id: 'drafts', label: 'Drafts', kind: 'drafts', unread: 0 },
  { id: 'sent', label: 'Sent', kind: 'sent', unread: 0 },
  {
    id: 'labels',
    label: 'Labels',
    kind: 'folder',
    unread: 2,
    children: [
      { id: 'labels/receipts', label: 'Receipts', kind: 'label', unread: 2 },
      { id: 'labels/travel', label: 'Travel', kind: 'label', unread: 0 },
    ],
  },
  { id: 'archive', label: 'Archive', kind: 'archive', unread: 0 },
];

const iconFor: Record<FolderKind, React.ComponentType<SvgIconProps>> = {
  inbox: InboxOutlinedIcon,
  drafts: DraftsOutlinedIcon,
  sent: SendOutlinedIcon,
  archive: ArchiveOutlinedIcon,
  label: LabelOutlinedIcon,
  folder: FolderOutlinedIcon,
};

interface MailFolderItemProps extends Omit<UseTreeItem2Parameters, 'rootRef'>, Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

// A Tree Item built from the hook and the TreeItem2 building blocks, with its own label layout.
const MailFolderItem = React.forwardRef(function MailFolderItem(props: MailFolderItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const { getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status, publicAPI } = useTreeItem2({
    id,
    itemId,
    children,
    label,
    disabled,
    rootRef: ref,
  });
  const folder = publicAPI.getItem(itemId) as MailFolder;
  const Icon = iconFor[folder.kind];

  return (
    <TreeItem2Provider itemId={itemId}>
      <TreeItem2Root {...getRootProps(other)}>
        <TreeItem2Content {...getContentProps()}>
          <TreeItem2IconContainer {...getIconContainerProps()}>
            <TreeItem2Icon status={status} />
          </TreeItem2IconContainer>
          <Box {...getLabelProps()} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
            <Icon fontSize="small" sx={{ color: status.selected ? 'primary.main' : 'text.secondary' }} />
            <Typography variant="body2" noWrap sx={{ flexGrow: 1, fontWeight: folder.unread > 0 ? 'fontWeightBold' : 'fontWeightRegular' }}>
              {label}
            </Typography>
            {folder.unread > 0 && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {folder.unread}
                <span style={visuallyHidden}> unread</span>
              </Typography>
            )}
          </Box>
        </TreeItem2Content>
        {children && <TreeItem2GroupTransition {...getGroupTransitionProps()} />}
      </TreeItem2Root>
    </TreeItem2Provider>
  );
});

export default function CustomTreeItem() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 300 }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        defaultExpandedItems={['inbox']}
        defaultSelectedItems="inbox"
        slots={{ item: MailFolderItem }}
      />
    </Box>
  );
}
