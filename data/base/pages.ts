import type { DocsPage } from '../../src/navigation/types';

/**
 * The base navigation tree, in sidebar order. An entry without `title` takes the one
 * derived from its pathname or subheader (see `pageToTitle`).
 */
const basePages: DocsPage[] = [
  {
    pathname: '/base-ui/getting-started-group',
    title: 'Getting started',
    children: [
      { pathname: '/base-ui/getting-started', title: 'Overview' },
      { pathname: '/base-ui/getting-started/quickstart', title: 'Quickstart' },
      { pathname: '/base-ui/getting-started/usage', title: 'Usage' },
      { pathname: '/base-ui/getting-started/customization', title: 'Customization' },
      { pathname: '/base-ui/getting-started/accessibility', title: 'Accessibility' },
      { pathname: '/base-ui/getting-started/roadmap', title: 'Roadmap' },
      { pathname: '/base-ui/getting-started/support' },
    ],
  },
  {
    pathname: '/base-ui/react-',
    title: 'Components',
    children: [
      { pathname: '/base-ui/all-components', title: 'All components' },
      {
        pathname: '/base-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/base-ui/react-autocomplete', title: 'Autocomplete' },
          { pathname: '/base-ui/react-button', title: 'Button' },
          { pathname: '/base-ui/react-checkbox', title: 'Checkbox', planned: true },
          { pathname: '/base-ui/react-input', title: 'Input' },
          { pathname: '/base-ui/react-number-input', title: 'Number Input', unstable: true },
          { pathname: '/base-ui/react-radio-group', title: 'Radio Group', planned: true },
          { pathname: '/base-ui/react-rating', title: 'Rating', planned: true },
          { pathname: '/base-ui/react-select', title: 'Select' },
          { pathname: '/base-ui/react-slider', title: 'Slider' },
          { pathname: '/base-ui/react-switch', title: 'Switch' },
          { pathname: '/base-ui/react-toggle-button-group', title: 'Toggle Button Group', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/data-display',
        subheader: 'data-display',
        children: [
          { pathname: '/base-ui/react-badge', title: 'Badge' },
          { pathname: '/base-ui/react-tooltip', title: 'Tooltip', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/feedback',
        subheader: 'feedback',
        children: [
          { pathname: '/base-ui/react-snackbar', title: 'Snackbar' },
        ],
      },
      {
        pathname: '/base-ui/components/surfaces',
        subheader: 'surfaces',
        children: [
          { pathname: '/base-ui/react-accordion', title: 'Accordion', planned: true },
        ],
      },
      {
        pathname: '/base-ui/components/navigation',
        subheader: 'navigation',
        children: [
          { pathname: '/base-ui/react-drawer', title: 'Drawer', planned: true },
          { pathname: '/base-ui/react-menu', title: 'Menu' },
          { pathname: '/base-ui/react-pagination', title: 'Pagination', planned: true },
          { pathname: '/base-ui/react-table-pagination', title: 'Table Pagination' },
          { pathname: '/base-ui/react-tabs', title: 'Tabs' },
        ],
      },
      {
        pathname: '/base-ui/components/utils',
        subheader: 'utils',
        children: [
          { pathname: '/base-ui/react-click-away-listener', title: 'Click-Away Listener' },
          { pathname: '/base-ui/react-focus-trap', title: 'Focus Trap' },
          { pathname: '/base-ui/react-form-control', title: 'Form Control' },
          { pathname: '/base-ui/react-modal', title: 'Modal' },
          { pathname: '/base-ui/react-no-ssr', title: 'No-SSR' },
          { pathname: '/base-ui/react-popper', title: 'Popper' },
          { pathname: '/base-ui/react-popup', title: 'Popup', unstable: true },
          { pathname: '/base-ui/react-portal', title: 'Portal' },
          { pathname: '/base-ui/react-textarea-autosize', title: 'Textarea Autosize' },
          { pathname: '/base-ui/react-transitions', title: 'Transitions' },
        ],
      },
    ],
  },
  {
    pathname: '/base-ui/api',
    title: 'APIs',
    children: [
      { pathname: '/base-ui/react-badge/components-api/#badge', title: 'Badge' },
      { pathname: '/base-ui/react-button/components-api/#button', title: 'Button' },
      {
        pathname: '/base-ui/react-click-away-listener/components-api/#click-away-listener',
        title: 'ClickAwayListener',
      },
      { pathname: '/base-ui/react-transitions/components-api/#css-animation', title: 'CssAnimation' },
      { pathname: '/base-ui/react-transitions/components-api/#css-transition', title: 'CssTransition' },
      { pathname: '/base-ui/react-menu/components-api/#dropdown', title: 'Dropdown' },
      { pathname: '/base-ui/react-focus-trap/components-api/#focus-trap', title: 'FocusTrap' },
      { pathname: '/base-ui/react-form-control/components-api/#form-control', title: 'FormControl' },
      { pathname: '/base-ui/react-input/components-api/#input', title: 'Input' },
      { pathname: '/base-ui/react-menu/components-api/#menu', title: 'Menu' },
      { pathname: '/base-ui/react-menu/components-api/#menu-button', title: 'MenuButton' },
      { pathname: '/base-ui/react-menu/components-api/#menu-item', title: 'MenuItem' },
      { pathname: '/base-ui/react-modal/components-api/#modal', title: 'Modal' },
      { pathname: '/base-ui/react-no-ssr/components-api/#no-ssr', title: 'NoSsr' },
      { pathname: '/base-ui/react-number-input/components-api/#number-input', title: 'NumberInput' },
      { pathname: '/base-ui/react-select/components-api/#option', title: 'Option' },
      { pathname: '/base-ui/react-select/components-api/#option-group', title: 'OptionGroup' },
      { pathname: '/base-ui/react-popper/components-api/#popper', title: 'Popper' },
      { pathname: '/base-ui/react-popup/components-api/#popup', title: 'Popup' },
      { pathname: '/base-ui/react-portal/components-api/#portal', title: 'Portal' },
      { pathname: '/base-ui/react-select/components-api/#select', title: 'Select' },
      { pathname: '/base-ui/react-slider/components-api/#slider', title: 'Slider' },
      { pathname: '/base-ui/react-snackbar/components-api/#snackbar', title: 'Snackbar' },
      { pathname: '/base-ui/react-switch/components-api/#switch', title: 'Switch' },
      { pathname: '/base-ui/react-tabs/components-api/#tab', title: 'Tab' },
      { pathname: '/base-ui/react-tabs/components-api/#tab-panel', title: 'TabPanel' },
      {
        pathname: '/base-ui/react-table-pagination/components-api/#table-pagination',
        title: 'TablePagination',
      },
      { pathname: '/base-ui/react-tabs/components-api/#tabs', title: 'Tabs' },
      { pathname: '/base-ui/react-tabs/components-api/#tabs-list', title: 'TabsList' },
      {
        pathname: '/base-ui/react-textarea-autosize/components-api/#textarea-autosize',
        title: 'TextareaAutosize',
      },
      { pathname: '/base-ui/react-autocomplete/hooks-api/#use-autocomplete', title: 'useAutocomplete' },
      { pathname: '/base-ui/react-badge/hooks-api/#use-badge', title: 'useBadge' },
      { pathname: '/base-ui/react-button/hooks-api/#use-button', title: 'useButton' },
      { pathname: '/base-ui/react-menu/hooks-api/#use-dropdown', title: 'useDropdown' },
      {
        pathname: '/base-ui/react-form-control/hooks-api/#use-form-control-context',
        title: 'useFormControlContext',
      },
      { pathname: '/base-ui/react-input/hooks-api/#use-input', title: 'useInput' },
      { pathname: '/base-ui/react-menu/hooks-api/#use-menu', title: 'useMenu' },
      { pathname: '/base-ui/react-menu/hooks-api/#use-menu-button', title: 'useMenuButton' },
      { pathname: '/base-ui/react-menu/hooks-api/#use-menu-item', title: 'useMenuItem' },
      {
        pathname: '/base-ui/react-menu/hooks-api/#use-menu-item-context-stabilizer',
        title: 'useMenuItemContextStabilizer',
      },
      { pathname: '/base-ui/react-modal/hooks-api/#use-modal', title: 'useModal' },
      { pathname: '/base-ui/react-number-input/hooks-api/#use-number-input', title: 'useNumberInput' },
      { pathname: '/base-ui/react-select/hooks-api/#use-option', title: 'useOption' },
      {
        pathname: '/base-ui/react-select/hooks-api/#use-option-context-stabilizer',
        title: 'useOptionContextStabilizer',
      },
      { pathname: '/base-ui/react-select/hooks-api/#use-select', title: 'useSelect' },
      { pathname: '/base-ui/react-slider/hooks-api/#use-slider', title: 'useSlider' },
      { pathname: '/base-ui/react-snackbar/hooks-api/#use-snackbar', title: 'useSnackbar' },
      { pathname: '/base-ui/react-switch/hooks-api/#use-switch', title: 'useSwitch' },
      { pathname: '/base-ui/react-tabs/hooks-api/#use-tab', title: 'useTab' },
      { pathname: '/base-ui/react-tabs/hooks-api/#use-tab-panel', title: 'useTabPanel' },
      { pathname: '/base-ui/react-tabs/hooks-api/#use-tabs', title: 'useTabs' },
      { pathname: '/base-ui/react-tabs/hooks-api/#use-tabs-list', title: 'useTabsList' },
      {
        pathname: '/base-ui/react-transitions/hooks-api/#use-transition-state-manager',
        title: 'useTransitionStateManager',
      },
      {
        pathname: '/base-ui/react-transitions/hooks-api/#use-transition-trigger',
        title: 'useTransitionTrigger',
      },
    ],
  },
  {
    pathname: '/base-ui/guides',
    title: 'How-to guides',
    children: [
      { pathname: '/base-ui/guides/working-with-tailwind-css', title: 'Working with Tailwind CSS' },
      { pathname: '/base-ui/guides/overriding-component-structure', title: 'Overriding component structure' },
      { pathname: '/base-ui/guides/next-js-app-router', title: 'Next.js App Router' },
    ],
  },
];

export default basePages;
