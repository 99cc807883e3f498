/** Sample text for the long dialogs of this page: the rules of a community garden. */
export const GARDEN_RULES = [
  {
    heading: 'Plots',
    text: 'Each member household gets one plot of about 12 square metres for a growing season, from March to November. Plots are assigned in order of the waiting list; a plot left unworked for six weeks may be offered to the next household.',
  },
  {
    heading: 'Water',
    text: 'Use the rain barrels first and the mains taps only in the evening. Hoses must be held, not left running, and sprinklers are not allowed during a dry-weather warning.',
  },
  {
    heading: 'Tools',
    text: 'Shared tools live in the green shed. Clean them and hang them back on their outline before you leave. Report anything broken on the board by the door.',
  },
  {
    heading: 'Compost',
    text: 'Fresh green waste goes in bay one, woody stems in bay two. No cooked food, meat, dairy or diseased plants. Turn the active bay on the first Saturday of the month.',
  },
  {
    heading: 'Chemicals',
    text: 'Only products approved for organic growing are allowed. Slug pellets, weed killers and synthetic fertilisers are not, even on paths.',
  },
  {
    heading: 'Paths and borders',
    text: 'Keep the path beside your plot clear and trimmed. Plants must not grow over the border or shade a neighbour’s plot for more than half the day.',
  },
  {
    heading: 'Visitors',
    text: 'Guests are welcome when a member is with them. Children must be supervised near the pond and the tool shed.',
  },
  {
    heading: 'Work days',
    text: 'Every household gives four hours a season to shared jobs: mowing, fixing fences, emptying the compost. Sign up on the calendar in the shed.',
  },
  {
    heading: 'Harvest',
    text: 'Pick only from your own plot. Surplus produce can go on the sharing shelf by the gate, where anyone may take it.',
  },
  {
    heading: 'Leaving',
    text: 'Tell the committee two weeks before you give up your plot, and leave it weeded and free of structures you added.',
  },
];
